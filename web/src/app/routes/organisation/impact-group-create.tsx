import { useParams } from 'react-router-dom';
import { impactGroupView } from '@/features/impacts/impact-group-view';
import { EntityCreate } from '@/lib/entity-kit/entity-edit';

/** `change/projects/{projectId}/impact-groups/create`. */
export default function ImpactGroupCreateRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityCreate view={impactGroupView} organisationId={organisationId} projectId={projectId} />;
}
