import { useParams } from 'react-router-dom';
import { impactView } from '@/features/impacts/impact-view';
import { EntityGrid } from '@/lib/entity-kit/entity-grid';

/** `grids/projects/{projectId}/impacts`: the full-width impacts grid (its chunk loads AG Grid). */
export default function ImpactsGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityGrid view={impactView} organisationId={organisationId} projectId={projectId} />;
}
