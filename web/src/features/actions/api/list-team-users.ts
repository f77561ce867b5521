import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionKeys, type ProjectRef } from './keys';

export type TeamUser = ApiResult<'listProjectTeamUsers'>[number];

export const listTeamUsers = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<TeamUser[]> =>
  apiCall('listProjectTeamUsers', { params, signal });

export const listTeamUsersQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: [...actionKeys.all(project.organisationId, project.projectId), 'team-users'],
    queryFn: ({ signal }) => listTeamUsers({ ...project, signal }),
    staleTime: 60_000,
  });

/** People who can see the project: the owner and assigned-to choices (spec §6: editors only). */
export const useTeamUsers = (project: ProjectRef, enabled = true) =>
  useQuery({ ...listTeamUsersQueryOptions(project), enabled });
