import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/**
 * Active actions per business area by RAG, completed as its own slice.
 * With business area ids, only those areas (each sent as a repeated `businessAreaIds` parameter);
 * without, every area that has actions.
 */
export const getBusinessAreaActionRagReport = ({
  signal,
  businessAreaIds,
  ...params
}: ProjectRef & { businessAreaIds?: readonly string[]; signal?: AbortSignal }): Promise<
  ApiResult<'getBusinessAreaActionRagReport'>
> =>
  apiCall('getBusinessAreaActionRagReport', {
    params,
    query: businessAreaIds?.length ? { businessAreaIds: [...businessAreaIds] } : {},
    signal,
  });

export const getBusinessAreaActionRagReportQueryOptions = (
  project: ProjectRef,
  businessAreaIds: readonly string[] = [],
) =>
  queryOptions({
    queryKey: actionChartKeys.report(project.organisationId, project.projectId, 'business-area-action-rag', {
      businessAreaIds,
    }),
    queryFn: ({ signal }) => getBusinessAreaActionRagReport({ ...project, businessAreaIds, signal }),
  });

export const useBusinessAreaActionRagReport = (
  project: ProjectRef,
  businessAreaIds: readonly string[] = [],
  enabled = true,
) => useQuery({ ...getBusinessAreaActionRagReportQueryOptions(project, businessAreaIds), enabled });
