import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type RecentProjects = ApiResult<'getRecentProjects'>;

export const getRecentProjects = ({
  organisationId,
  signal,
}: {
  organisationId: string;
  signal?: AbortSignal;
}): Promise<RecentProjects> => apiCall('getRecentProjects', { query: { organisationId }, signal });

export const getRecentProjectsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['users', 'me', 'recent-projects', organisationId],
    queryFn: ({ signal }) => getRecentProjects({ organisationId, signal }),
  });

export const useRecentProjects = (organisationId: string, enabled = true) =>
  useQuery({ ...getRecentProjectsQueryOptions(organisationId), enabled });
