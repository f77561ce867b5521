import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { actionKeys, type ProjectRef } from './keys';

export type ActionRef = ProjectRef & { actionId: string };

export const getAction = ({
  signal,
  ...params
}: ActionRef & { signal?: AbortSignal }): Promise<ApiResult<'getAction'>> =>
  apiCall('getAction', { params, signal });

export const getActionQueryOptions = (ref: ActionRef) =>
  queryOptions({
    queryKey: actionKeys.one(ref.organisationId, ref.projectId, ref.actionId),
    queryFn: ({ signal }) => getAction({ ...ref, signal }),
  });

export const useAction = (ref: ActionRef, enabled = true) =>
  useQuery({ ...getActionQueryOptions(ref), enabled });
