import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type Project = ApiResult<'getProject'>;

export const getProject = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<Project> => apiCall('getProject', { params: { organisationId, projectId }, signal });

export const getProjectQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId],
    queryFn: ({ signal }) => getProject({ organisationId, projectId, signal }),
  });

export const useProject = (organisationId: string, projectId: string, enabled = true) =>
  useQuery({ ...getProjectQueryOptions(organisationId, projectId), enabled });
