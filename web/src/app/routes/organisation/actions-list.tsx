import { useParams } from 'react-router-dom';
import { ActionsList } from '@/features/actions/components/actions-list';

/**
 * `change/projects/{projectId}/actions` and `.../actions/{actionId}`: the project's actions list,
 * with the action's side panel open in the second.
 */
export default function ActionsListRoute() {
  const { organisationId = '', projectId = '', actionId } = useParams();
  return <ActionsList organisationId={organisationId} projectId={projectId} actionId={actionId} />;
}
