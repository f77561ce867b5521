import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/** Active actions per audience (or none) by RAG, completed as its own slice. */
export const getAudienceActionRagReport = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<ApiResult<'getAudienceActionRagReport'>> =>
  apiCall('getAudienceActionRagReport', { params, signal });

export const getAudienceActionRagReportQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: actionChartKeys.report(project.organisationId, project.projectId, 'audience-action-rag'),
    queryFn: ({ signal }) => getAudienceActionRagReport({ ...project, signal }),
  });

export const useAudienceActionRagReport = (project: ProjectRef, enabled = true) =>
  useQuery({ ...getAudienceActionRagReportQueryOptions(project), enabled });
