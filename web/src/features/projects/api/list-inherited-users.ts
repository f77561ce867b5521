import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type InheritedUsers = ApiResult<'listInheritedUsers'>;

export const listInheritedUsers = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<InheritedUsers> =>
  apiCall('listInheritedUsers', { params: { organisationId, projectId }, signal });

export const listInheritedUsersQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'inherited-users'],
    queryFn: ({ signal }) => listInheritedUsers({ organisationId, projectId, signal }),
  });

export const useInheritedUsers = (organisationId: string, projectId: string) =>
  useQuery(listInheritedUsersQueryOptions(organisationId, projectId));
