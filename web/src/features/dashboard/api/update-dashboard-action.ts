import { apiCall, type ApiResult } from '@/lib/api-client';
import type { DashboardActionRow } from './get-dashboard-actions';

/** A status edit of one of My Dashboard's actions: the grid's `PUT /{actionId}/{fieldName}` with the version seen. */
export const updateDashboardAction = (
  row: DashboardActionRow,
  fieldName: 'ragStatus' | 'progressStatus',
  value: number,
): Promise<ApiResult<'updateActionField'>> =>
  apiCall('updateActionField', {
    params: {
      organisationId: row.organisationId,
      projectId: row.projectId,
      actionId: row.id,
      fieldName,
    },
    body: { number: value, version: row.version },
  });
