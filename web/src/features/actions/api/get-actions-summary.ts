import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionChartKeys, type ProjectRef } from './keys';

/** RAG counts of a project's active actions, completed counted separately, and percent complete. */
export type ActionsSummary = ApiResult<'getActionsSummary'>;

export const getActionsSummary = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<ActionsSummary> =>
  apiCall('getActionsSummary', { params, signal });

export const getActionsSummaryQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: actionChartKeys.summary(project.organisationId, project.projectId),
    queryFn: ({ signal }) => getActionsSummary({ ...project, signal }),
  });

export const useActionsSummary = (project: ProjectRef, enabled = true) =>
  useQuery({ ...getActionsSummaryQueryOptions(project), enabled });
