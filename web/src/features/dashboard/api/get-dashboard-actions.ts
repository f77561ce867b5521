import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardActionsQuery } from '@tandem/shared/dashboard/schemas';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The dashboard lists: all of the user's actions, the overdue ones, the upcoming ones. */
export const dashboardListEndpoints = {
  all: 'getUserActions',
  overdue: 'getOverdueActions',
  upcoming: 'getUpcomingActions',
} as const;
export type DashboardListKind = keyof typeof dashboardListEndpoints;

export type DashboardActionPage = ApiResult<'getOverdueActions'>;
export type DashboardActionRow = DashboardActionPage['items'][number];

/** The list's query as the address carries it (strings), sent as is. */
export type DashboardListQuery = { [K in keyof DashboardActionsQuery]?: string };

export const getDashboardActionsQueryOptions = (
  organisationId: string,
  kind: DashboardListKind,
  query: DashboardListQuery,
) =>
  queryOptions({
    queryKey: dashboardKeys.list(organisationId, kind, query),
    queryFn: ({ signal }): Promise<DashboardActionPage> =>
      apiCall(dashboardListEndpoints[kind], { params: { organisationId }, query: query as never, signal }),
  });

export const useDashboardActions = (
  organisationId: string,
  kind: DashboardListKind,
  query: DashboardListQuery,
) =>
  useQuery({
    ...getDashboardActionsQueryOptions(organisationId, kind, query),
    placeholderData: keepPreviousData,
  });
