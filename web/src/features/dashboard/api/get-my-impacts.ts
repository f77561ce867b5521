import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** My Impacts: the figures of the impacts the signed-in user owns, per project. */
export type MyImpactsOverview = ApiResult<'getAssignedProjectsWithImpacts'>;
export type DashboardImpactPage = ApiResult<'getUserImpacts'>;
export type DashboardImpactRow = DashboardImpactPage['items'][number];

/** The panel's filter: one level band (0-3) or one progress status (1-7). */
export type ImpactFilter = { by: 'level' | 'progress'; value: string };

export const getMyImpactsOverviewQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(organisationId), 'my-impacts'] as const,
    queryFn: ({ signal }): Promise<MyImpactsOverview> =>
      apiCall('getAssignedProjectsWithImpacts', {
        params: { userId: 'me' },
        query: { organisationId },
        signal,
      }),
  });

export const useMyImpactsOverview = (organisationId: string) =>
  useQuery(getMyImpactsOverviewQueryOptions(organisationId));

export type UserImpactsQuery = { page?: string; pageSize?: string; level?: string; progressStatus?: string };

export const useUserImpacts = (organisationId: string, query: UserImpactsQuery, enabled = true) =>
  useQuery({
    queryKey: [...dashboardKeys.all(organisationId), 'user-impacts', query] as const,
    queryFn: ({ signal }): Promise<DashboardImpactPage> =>
      apiCall('getUserImpacts', { params: { organisationId }, query: query as never, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
