import { useParams } from 'react-router-dom';
import { projectStakeholderView } from '@/features/stakeholders/project-stakeholder-view';
import { EntityGrid } from '@/lib/entity-kit/entity-grid';

/** `grids/projects/{projectId}/stakeholders`: the scales edit in the grid's 1-10 editor. */
export default function StakeholdersGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityGrid view={projectStakeholderView} organisationId={organisationId} projectId={projectId} />;
}
