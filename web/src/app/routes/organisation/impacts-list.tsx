import { useParams } from 'react-router-dom';
import { impactView } from '@/features/impacts/impact-view';
import { EntityList } from '@/lib/entity-kit/entity-list';

/** `change/projects/{projectId}/impacts` and `.../impacts/{impactId}` (side panel open); spec §2 query filters. */
export default function ImpactsListRoute() {
  const { organisationId = '', projectId = '', impactId } = useParams();
  return <EntityList view={impactView} organisationId={organisationId} projectId={projectId} id={impactId} />;
}
