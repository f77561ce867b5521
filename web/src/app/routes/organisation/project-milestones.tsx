import { useParams } from 'react-router-dom';
import { ProjectMilestones } from '@/features/projects/components/project-settings-lists';

/** Project settings › milestones. */
export default function ProjectMilestonesRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ProjectMilestones organisationId={organisationId} projectId={projectId} />;
}
