import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** My Actions: the figures of the signed-in user's assigned actions, per project, overdue and upcoming. */
export type MyActionsOverview = ApiResult<'getAssignedProjectsWithActions'>;

export const getMyActionsOverviewQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.myActions(organisationId),
    queryFn: ({ signal }): Promise<MyActionsOverview> =>
      apiCall('getAssignedProjectsWithActions', {
        params: { userId: 'me' },
        query: { organisationId },
        signal,
      }),
  });

export const useMyActionsOverview = (organisationId: string) =>
  useQuery(getMyActionsOverviewQueryOptions(organisationId));
