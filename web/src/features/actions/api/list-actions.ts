import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { actionKeys, type ProjectRef } from './keys';

export type ActionsPage = ApiResult<'listActions'>;
export type Action = ActionsPage['items'][number];
export type ActionsQuery = NonNullable<ApiCallOptions<'listActions'>['query']>;

export const listActions = ({
  organisationId,
  projectId,
  query,
  signal,
}: ProjectRef & { query: ActionsQuery; signal?: AbortSignal }): Promise<ActionsPage> =>
  apiCall('listActions', { params: { organisationId, projectId }, query, signal });

export const listActionsQueryOptions = ({ organisationId, projectId }: ProjectRef, query: ActionsQuery) =>
  queryOptions({
    queryKey: actionKeys.list(organisationId, projectId, query),
    queryFn: ({ signal }) => listActions({ organisationId, projectId, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useActions = (project: ProjectRef, query: ActionsQuery, enabled = true) =>
  useQuery({ ...listActionsQueryOptions(project, query), enabled });
