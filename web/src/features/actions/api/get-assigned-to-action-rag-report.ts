import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/** Active actions per assignee (or unassigned) by RAG, completed as its own slice. */
export const getAssignedToActionRagReport = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<ApiResult<'getAssignedToActionRagReport'>> =>
  apiCall('getAssignedToActionRagReport', { params, signal });

export const getAssignedToActionRagReportQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: actionChartKeys.report(project.organisationId, project.projectId, 'assigned-to-action-rag'),
    queryFn: ({ signal }) => getAssignedToActionRagReport({ ...project, signal }),
  });

export const useAssignedToActionRagReport = (project: ProjectRef, enabled = true) =>
  useQuery({ ...getAssignedToActionRagReportQueryOptions(project), enabled });
