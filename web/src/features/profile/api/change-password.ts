import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type ChangePasswordInput = ApiCallOptions<'changePassword'>['body'];

export const changePassword = (body: ChangePasswordInput): Promise<ApiResult<'changePassword'>> =>
  apiCall('changePassword', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
