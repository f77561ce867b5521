import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useProgrammeNames } from '@/features/programmes/api/use-programme-names';
import { useMyProjects } from '@/features/users/api/get-my-projects';

/**
 * Where in the hierarchy the current page is: its organisation, and the programme and project from
 * the route (a project page's programme is its parent programme, when it has one).
 */
export function useShellRoute(organisationId: string, requestsReady = true) {
  const params = useParams();
  const projects = useMyProjects(organisationId, requestsReady);
  // A programme without projects is named only by the programme list.
  const programmes = useProgrammeNames(organisationId, requestsReady);
  return useMemo(() => {
    const projectId = params.projectId;
    const project = projectId ? projects.data?.find((item) => item.id === projectId) : undefined;
    const programmeId = params.programmeId ?? project?.programmeId ?? undefined;
    const programmeName =
      programmeId !== undefined
        ? (programmes.find((item) => item.id === programmeId)?.name ??
          projects.data?.find((item) => item.programmeId === programmeId)?.programmeName ??
          undefined)
        : undefined;
    return { organisationId, programmeId, programmeName, projectId, projectName: project?.name };
  }, [organisationId, params.programmeId, params.projectId, projects.data, programmes]);
}

export type ShellRoute = ReturnType<typeof useShellRoute>;
