import { useParams } from 'react-router-dom';
import { ActionEdit } from '@/features/actions/components/action-edit';

/** `projects/{projectId}/actions/{actionId}/edit`: the action's edit form. */
export default function ActionEditRoute() {
  const { organisationId = '', projectId = '', actionId = '' } = useParams();
  return (
    <ActionEdit key={actionId} organisationId={organisationId} projectId={projectId} actionId={actionId} />
  );
}
