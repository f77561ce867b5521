import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { ActionRef } from './get-action';

export type ActionFieldBody = ApiCallOptions<'updateActionField'>['body'];

/** `PUT /{actionId}/{fieldName}`: one grid field with the version the editor saw. */
export const updateActionField = ({
  fieldName,
  body,
  ...ref
}: ActionRef & { fieldName: string; body: ActionFieldBody }): Promise<ApiResult<'updateActionField'>> =>
  apiCall('updateActionField', { params: { ...ref, fieldName }, body });

export const useUpdateActionField = () => useMutation({ mutationFn: updateActionField });
