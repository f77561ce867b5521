import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type MyProjects = ApiResult<'getMyProjects'>;
export type MyProject = MyProjects[number];

export const getMyProjects = ({
  organisationId,
  signal,
}: {
  organisationId: string;
  signal?: AbortSignal;
}): Promise<MyProjects> => apiCall('getMyProjects', { query: { organisationId }, signal });

export const getMyProjectsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['users', 'me', 'projects', organisationId],
    queryFn: ({ signal }) => getMyProjects({ organisationId, signal }),
  });

export const useMyProjects = (organisationId: string, enabled = true) =>
  useQuery({ ...getMyProjectsQueryOptions(organisationId), enabled });
