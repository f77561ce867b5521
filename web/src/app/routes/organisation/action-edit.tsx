import { useParams } from 'react-router-dom';
import { ActionEdit } from '@/features/actions/components/action-edit';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/** This page's phrases, added when the route loads (its title is one of them). */
export const phrases = { actionDetail: actionDetailPhrases };

/** `projects/{projectId}/actions/{actionId}/edit`: the action's edit form. */
export default function ActionEditRoute() {
  const { organisationId = '', projectId = '', actionId = '' } = useParams();
  return (
    <ActionEdit key={actionId} organisationId={organisationId} projectId={projectId} actionId={actionId} />
  );
}
