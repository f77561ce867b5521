import { useParams } from 'react-router-dom';
import { ProjectPhases } from '@/features/projects/components/project-settings-lists';

/** Project settings › phases. */
export default function ProjectPhasesRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ProjectPhases organisationId={organisationId} projectId={projectId} />;
}
