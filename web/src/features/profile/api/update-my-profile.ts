import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { getMyProfileQueryOptions } from './get-my-profile';

export type UpdateMyProfileInput = ApiCallOptions<'updateMyProfile'>['body'];

export const updateMyProfile = (body: UpdateMyProfileInput): Promise<ApiResult<'updateMyProfile'>> =>
  apiCall('updateMyProfile', { body });

/** Saves the user's names (with the version seen); the profile and the shell's `users/me` reload. */
export const useUpdateMyProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => queryClient.setQueryData(getMyProfileQueryOptions().queryKey, profile),
    onSettled: (_result, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: getMyProfileQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me'], exact: true });
    },
  });
};
