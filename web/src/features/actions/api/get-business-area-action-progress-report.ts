import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/**
 * Active actions per business area by progress status: one group of pie slices each.
 * With business area ids, only those areas (each sent as a repeated `businessAreaIds` parameter);
 * without, every area that has actions.
 */
export const getBusinessAreaActionProgressReport = ({
  signal,
  businessAreaIds,
  ...params
}: ProjectRef & { businessAreaIds?: readonly string[]; signal?: AbortSignal }): Promise<
  ApiResult<'getBusinessAreaActionProgressReport'>
> =>
  apiCall('getBusinessAreaActionProgressReport', {
    params,
    query: businessAreaIds?.length ? { businessAreaIds: [...businessAreaIds] } : {},
    signal,
  });

export const getBusinessAreaActionProgressReportQueryOptions = (
  project: ProjectRef,
  businessAreaIds: readonly string[] = [],
) =>
  queryOptions({
    queryKey: actionChartKeys.report(
      project.organisationId,
      project.projectId,
      'business-area-action-progress',
      {
        businessAreaIds,
      },
    ),
    queryFn: ({ signal }) => getBusinessAreaActionProgressReport({ ...project, businessAreaIds, signal }),
  });

export const useBusinessAreaActionProgressReport = (
  project: ProjectRef,
  businessAreaIds: readonly string[] = [],
  enabled = true,
) => useQuery({ ...getBusinessAreaActionProgressReportQueryOptions(project, businessAreaIds), enabled });
