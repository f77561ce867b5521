import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ProgrammeOverview } from '@/features/programmes/components/programme-overview';
import { useMyProjects } from '@/features/users/api/get-my-projects';

/** `programmes/{programmeId}`: the programme and its projects (links to those the user can open). */
export default function ProgrammeRoute() {
  const { organisationId = '', programmeId = '' } = useParams();
  const projects = useMyProjects(organisationId);
  const openable = useMemo(
    () => (projects.data ? new Set(projects.data.map((project) => project.id)) : undefined),
    [projects.data],
  );
  return (
    <ProgrammeOverview
      organisationId={organisationId}
      programmeId={programmeId}
      openableProjectIds={openable}
    />
  );
}
