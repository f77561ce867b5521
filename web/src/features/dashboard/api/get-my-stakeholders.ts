import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** My Stakeholders: one row per person whose relationship the signed-in user owns. */
export type DashboardStakeholderPage = ApiResult<'getUserStakeholders'>;
export type DashboardStakeholderRow = DashboardStakeholderPage['items'][number];

export type UserStakeholdersQuery = { page?: string; pageSize?: string; name?: string };

export const useMyStakeholders = (organisationId: string, query: UserStakeholdersQuery) =>
  useQuery({
    queryKey: [...dashboardKeys.all(organisationId), 'user-stakeholders', query] as const,
    queryFn: ({ signal }): Promise<DashboardStakeholderPage> =>
      apiCall('getUserStakeholders', { params: { organisationId }, query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
