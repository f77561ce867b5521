import { useParams } from 'react-router-dom';
import { ProjectDetailsSettings } from '@/features/projects/components/project-details-settings';
import { useProgrammeOptions } from './use-programme-options';

/** Project settings index: name, description, parent programme, archive. */
export default function ProjectSettingsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  const programmes = useProgrammeOptions(organisationId);
  return (
    <ProjectDetailsSettings organisationId={organisationId} projectId={projectId} programmes={programmes} />
  );
}
