import { useParams } from 'react-router-dom';
import { impactGroupView } from '@/features/impacts/impact-group-view';
import { EntityList } from '@/lib/entity-kit/entity-list';

/** `change/projects/{projectId}/impact-groups`: a name opens the group's extended view. */
export default function ImpactGroupsListRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityList view={impactGroupView} organisationId={organisationId} projectId={projectId} />;
}
