import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ProjectBenefits = ApiResult<'getProjectBenefits'>;

export const getProjectBenefits = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<ProjectBenefits> =>
  apiCall('getProjectBenefits', { params: { organisationId, projectId }, signal });

export const getProjectBenefitsQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'benefits'],
    queryFn: ({ signal }) => getProjectBenefits({ organisationId, projectId, signal }),
  });

export const useProjectBenefits = (organisationId: string, projectId: string) =>
  useQuery(getProjectBenefitsQueryOptions(organisationId, projectId));
