import { useParams } from 'react-router-dom';
import { impactGroupView } from '@/features/impacts/impact-group-view';
import { EntityGrid } from '@/lib/entity-kit/entity-grid';

/** `grids/projects/{projectId}/impact-groups`: the full-width impact-groups grid. */
export default function ImpactGroupsGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityGrid view={impactGroupView} organisationId={organisationId} projectId={projectId} />;
}
