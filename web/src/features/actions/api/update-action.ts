import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { ActionRef } from './get-action';

export type UpdateActionBody = ApiCallOptions<'updateAction'>['body'];

/** `PUT /{actionId}`: name, rich-text description, type, business areas, audiences (version-checked). */
export const updateAction = ({
  body,
  ...params
}: ActionRef & { body: UpdateActionBody }): Promise<ApiResult<'updateAction'>> =>
  apiCall('updateAction', { params, body });

export const useUpdateAction = () => useMutation({ mutationFn: updateAction });
