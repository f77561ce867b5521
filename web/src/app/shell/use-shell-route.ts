import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useProject } from '@/features/projects/api/get-project';
import { useProgrammeNames } from '@/features/programmes/api/use-programme-names';
import { useMyProjects } from '@/features/users/api/get-my-projects';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';

/**
 * Where in the hierarchy the current page is: its organisation, and the programme and project from
 * the route (a project page's programme is its parent programme, when it has one).
 */
export function useShellRoute(organisationId: string, requestsReady = true) {
  const params = useParams();
  const permissions = usePermissions();
  const projects = useMyProjects(organisationId, requestsReady);
  // A programme without projects is named only by the programme list.
  const programmes = useProgrammeNames(organisationId, requestsReady);
  const projectId = params.projectId;
  const listed = projectId ? projects.data?.find((item) => item.id === projectId) : undefined;
  // An archived project is not in the picker's list: the project itself names it (issue 37 item 14),
  // asked only of someone who may read it.
  const own = useProject(
    organisationId,
    projectId ?? '',
    requestsReady &&
      projectId !== undefined &&
      projects.isSuccess &&
      listed === undefined &&
      canCall(permissions, 'getProject', { organisationId, projectId }),
  );
  const ownProject = projectId !== undefined && listed === undefined ? own.data : undefined;
  return useMemo(() => {
    const project = listed ?? ownProject;
    const programmeId = params.programmeId ?? project?.programmeId ?? undefined;
    const programmeName =
      programmeId !== undefined
        ? (programmes.find((item) => item.id === programmeId)?.name ??
          projects.data?.find((item) => item.programmeId === programmeId)?.programmeName ??
          undefined)
        : undefined;
    return { organisationId, programmeId, programmeName, projectId, projectName: project?.name };
  }, [organisationId, params.programmeId, projectId, listed, ownProject, projects.data, programmes]);
}

export type ShellRoute = ReturnType<typeof useShellRoute>;
