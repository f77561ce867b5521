import { useParams } from 'react-router-dom';
import { ActionCreate } from '@/features/actions/components/action-create';

/** `projects/{projectId}/actions/new`: the form for one new action. */
export default function ActionCreateRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ActionCreate key={projectId} organisationId={organisationId} projectId={projectId} />;
}
