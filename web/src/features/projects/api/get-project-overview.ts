import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

/** The project overview's figures (`{id}/dashboard`) and lists (`{id}/insights`). */
export type ProjectDashboard = ApiResult<'getProjectDashboard'>;
export type ProjectInsights = ApiResult<'getProjectInsights'>;

const overviewKey = (organisationId: string, projectId: string) =>
  ['projects', organisationId, projectId, 'overview'] as const;

export const getProjectDashboardQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: [...overviewKey(organisationId, projectId), 'dashboard'] as const,
    queryFn: ({ signal }): Promise<ProjectDashboard> =>
      apiCall('getProjectDashboard', { params: { organisationId, projectId }, signal }),
  });

export const getProjectInsightsQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: [...overviewKey(organisationId, projectId), 'insights'] as const,
    queryFn: ({ signal }): Promise<ProjectInsights> =>
      apiCall('getProjectInsights', { params: { organisationId, projectId }, signal }),
  });

/** Both read afresh on every visit: the overview is where people look for what changed. */
export const useProjectDashboard = (organisationId: string, projectId: string, enabled = true) =>
  useQuery({
    ...getProjectDashboardQueryOptions(organisationId, projectId),
    enabled,
    refetchOnMount: 'always',
  });
export const useProjectInsights = (organisationId: string, projectId: string, enabled = true) =>
  useQuery({
    ...getProjectInsightsQueryOptions(organisationId, projectId),
    enabled,
    refetchOnMount: 'always',
  });
