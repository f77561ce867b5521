import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type AssignableUsers = ApiResult<'listAssignableUsers'>;

export const listAssignableUsers = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<AssignableUsers> =>
  apiCall('listAssignableUsers', { params: { organisationId, projectId }, signal });

export const listAssignableUsersQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'permissions', 'assignable'],
    queryFn: ({ signal }) => listAssignableUsers({ organisationId, projectId, signal }),
  });

/** Members who could be given rights on the project (manage-permissions, not only owners+). */
export const useAssignableUsers = (organisationId: string, projectId: string, enabled = true) =>
  useQuery({ ...listAssignableUsersQueryOptions(organisationId, projectId), enabled });
