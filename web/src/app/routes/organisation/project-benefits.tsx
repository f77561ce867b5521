import { useParams } from 'react-router-dom';
import { ProjectBenefits } from '@/features/projects/components/project-settings-lists';

/** Project settings › benefits. */
export default function ProjectBenefitsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ProjectBenefits organisationId={organisationId} projectId={projectId} />;
}
