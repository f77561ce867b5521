import { useParams } from 'react-router-dom';
import { impactGroupView } from '@/features/impacts/impact-group-view';
import { EntityEdit } from '@/lib/entity-kit/entity-edit';

/** `change/projects/{projectId}/impact-groups/{impactGroupId}/edit`. */
export default function ImpactGroupEditRoute() {
  const { organisationId = '', projectId = '', impactGroupId = '' } = useParams();
  return (
    <EntityEdit
      key={impactGroupId}
      view={impactGroupView}
      entityRef={{ organisationId, projectId, id: impactGroupId }}
    />
  );
}
