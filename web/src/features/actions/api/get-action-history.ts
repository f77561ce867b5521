import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ActionRef } from './get-action';
import { actionDetailKeys } from './keys';

export type ActionHistoryEntry = ApiResult<'getActionHistory'>[number];

/** How many changes the detail page reads: the recent ones, not an audit export. */
export const ACTION_HISTORY_LIMIT = 100;

/** `GET /{actionId}/short-history?limit=`: accepted changes of the action, newest first. */
export const getActionHistory = ({
  signal,
  ...params
}: ActionRef & { signal?: AbortSignal }): Promise<ActionHistoryEntry[]> =>
  apiCall('getActionHistory', { params, query: { limit: ACTION_HISTORY_LIMIT }, signal });

export const getActionHistoryQueryOptions = (ref: ActionRef) =>
  queryOptions({
    queryKey: actionDetailKeys.history(ref.organisationId, ref.projectId, ref.actionId),
    queryFn: ({ signal }) => getActionHistory({ ...ref, signal }),
  });

export const useActionHistory = (ref: ActionRef, enabled = true) =>
  useQuery({ ...getActionHistoryQueryOptions(ref), enabled });
