import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The drill-down: the projects holding the user's actions of one status, as pie slices. */
export type ProjectSlices = ApiResult<'getAssignedProjectsWithActionsByRagStatus'>;

/** Which pie the slice was on and its status: RAG (-1, 1, 2, 3, 4 completed) or progress (1–7). */
export type DrillDown = { by: 'rag' | 'progress'; status: string };

export const getActionProjectSlicesQueryOptions = (organisationId: string, drillDown: DrillDown) =>
  queryOptions({
    queryKey: dashboardKeys.slices(organisationId, drillDown.by, drillDown.status),
    queryFn: ({ signal }): Promise<ProjectSlices> =>
      drillDown.by === 'rag'
        ? apiCall('getAssignedProjectsWithActionsByRagStatus', {
            params: { userId: 'me', ragStatus: drillDown.status },
            query: { organisationId },
            signal,
          })
        : apiCall('getAssignedProjectsWithActionsByProgressStatus', {
            params: { userId: 'me', progressStatus: drillDown.status },
            query: { organisationId },
            signal,
          }),
  });

export const useActionProjectSlices = (organisationId: string, drillDown: DrillDown | null) =>
  useQuery({
    ...getActionProjectSlicesQueryOptions(organisationId, drillDown ?? { by: 'rag', status: '1' }),
    enabled: drillDown !== null,
  });
