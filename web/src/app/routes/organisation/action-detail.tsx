import { useParams } from 'react-router-dom';
import { ActionDetail } from '@/features/actions/components/action-detail';

/** `projects/{projectId}/actions/{actionId}`: one action with its timeline, comments and history. */
export default function ActionDetailRoute() {
  const { organisationId = '', projectId = '', actionId = '' } = useParams();
  // Keyed by the action: moving to another action starts the page afresh.
  return (
    <ActionDetail key={actionId} organisationId={organisationId} projectId={projectId} actionId={actionId} />
  );
}
