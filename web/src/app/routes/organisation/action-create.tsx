import { useParams } from 'react-router-dom';
import { ActionCreate } from '@/features/actions/components/action-create';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/** This page's phrases, added when the route loads (its title is one of them). */
export const phrases = { actionDetail: actionDetailPhrases };

/** `projects/{projectId}/actions/new`: the form for one new action. */
export default function ActionCreateRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ActionCreate key={projectId} organisationId={organisationId} projectId={projectId} />;
}
