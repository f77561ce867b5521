import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/** Active actions per audience (or none) by progress status: one group of pie slices each. */
export const getAudienceActionProgressReport = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<ApiResult<'getAudienceActionProgressReport'>> =>
  apiCall('getAudienceActionProgressReport', { params, signal });

export const getAudienceActionProgressReportQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: actionChartKeys.report(project.organisationId, project.projectId, 'audience-action-progress'),
    queryFn: ({ signal }) => getAudienceActionProgressReport({ ...project, signal }),
  });

export const useAudienceActionProgressReport = (project: ProjectRef, enabled = true) =>
  useQuery({ ...getAudienceActionProgressReportQueryOptions(project), enabled });
