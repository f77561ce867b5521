import { useParams } from 'react-router-dom';
import { canCall } from '@/lib/endpoint-permissions';
import { ProjectOverview } from '@/features/projects/components/project-overview';
import { usePermissions } from '@/lib/permissions-store';
import { useProgrammeOptions } from './use-programme-options';

/** `projects/{projectId}`: the project's summary, its parent programme, settings and copy. */
export default function ProjectRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  const permissions = usePermissions();
  const mayCopy = canCall(permissions, 'copyProject', { organisationId, projectId });
  const programmes = useProgrammeOptions(organisationId, mayCopy);
  return <ProjectOverview organisationId={organisationId} projectId={projectId} programmes={programmes} />;
}
