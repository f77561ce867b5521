import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type ValidateCurrentPasswordInput = ApiCallOptions<'validateCurrentPassword'>['body'];

export const validateCurrentPassword = (
  body: ValidateCurrentPasswordInput,
): Promise<ApiResult<'validateCurrentPassword'>> => apiCall('validateCurrentPassword', { body });

/** Whether the typed password is the current one (checked by the server, before changing it). */
export const useValidateCurrentPassword = () => useMutation({ mutationFn: validateCurrentPassword });
