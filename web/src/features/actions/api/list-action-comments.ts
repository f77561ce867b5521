import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ActionRef } from './get-action';
import { actionDetailKeys } from './keys';

export type ActionComment = ApiResult<'listActionComments'>[number];

/** `GET /{actionId}/comments`: the action's comments (and review notes), newest first. */
export const listActionComments = ({
  signal,
  ...params
}: ActionRef & { signal?: AbortSignal }): Promise<ActionComment[]> =>
  apiCall('listActionComments', { params, signal });

export const listActionCommentsQueryOptions = (ref: ActionRef) =>
  queryOptions({
    queryKey: actionDetailKeys.comments(ref.organisationId, ref.projectId, ref.actionId),
    queryFn: ({ signal }) => listActionComments({ ...ref, signal }),
  });

export const useActionComments = (ref: ActionRef, enabled = true) =>
  useQuery({ ...listActionCommentsQueryOptions(ref), enabled });
