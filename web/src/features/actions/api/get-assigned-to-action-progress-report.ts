import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/** Active actions per assignee (or unassigned) by progress status: one group of pie slices each. */
export const getAssignedToActionProgressReport = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<ApiResult<'getAssignedToActionProgressReport'>> =>
  apiCall('getAssignedToActionProgressReport', { params, signal });

export const getAssignedToActionProgressReportQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: actionChartKeys.report(
      project.organisationId,
      project.projectId,
      'assigned-to-action-progress',
    ),
    queryFn: ({ signal }) => getAssignedToActionProgressReport({ ...project, signal }),
  });

export const useAssignedToActionProgressReport = (project: ProjectRef, enabled = true) =>
  useQuery({ ...getAssignedToActionProgressReportQueryOptions(project), enabled });
