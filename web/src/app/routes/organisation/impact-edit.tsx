import { useParams } from 'react-router-dom';
import { impactView } from '@/features/impacts/impact-view';
import { EntityEdit } from '@/lib/entity-kit/entity-edit';

/** `projects/{projectId}/impacts/{impactId}/edit`. */
export default function ImpactEditRoute() {
  const { organisationId = '', projectId = '', impactId = '' } = useParams();
  return (
    <EntityEdit key={impactId} view={impactView} entityRef={{ organisationId, projectId, id: impactId }} />
  );
}
