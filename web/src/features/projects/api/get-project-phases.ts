import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ProjectPhases = ApiResult<'getProjectPhases'>;

export const getProjectPhases = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<ProjectPhases> => apiCall('getProjectPhases', { params: { organisationId, projectId }, signal });

export const getProjectPhasesQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'phases'],
    queryFn: ({ signal }) => getProjectPhases({ organisationId, projectId, signal }),
  });

export const useProjectPhases = (organisationId: string, projectId: string) =>
  useQuery(getProjectPhasesQueryOptions(organisationId, projectId));
