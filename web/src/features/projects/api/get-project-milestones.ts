import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ProjectMilestones = ApiResult<'getProjectMilestones'>;

export const getProjectMilestones = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<ProjectMilestones> =>
  apiCall('getProjectMilestones', { params: { organisationId, projectId }, signal });

export const getProjectMilestonesQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'milestones'],
    queryFn: ({ signal }) => getProjectMilestones({ organisationId, projectId, signal }),
  });

export const useProjectMilestones = (organisationId: string, projectId: string) =>
  useQuery(getProjectMilestonesQueryOptions(organisationId, projectId));
