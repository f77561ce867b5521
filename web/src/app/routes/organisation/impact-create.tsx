import { useParams } from 'react-router-dom';
import { impactView } from '@/features/impacts/impact-view';
import { EntityCreate } from '@/lib/entity-kit/entity-edit';

/** `projects/{projectId}/impacts/new`. */
export default function ImpactCreateRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityCreate view={impactView} organisationId={organisationId} projectId={projectId} />;
}
