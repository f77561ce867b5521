import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { getMyProfileQueryOptions } from './get-my-profile';

export type ProfileAfterImage = ApiResult<'uploadProfileImage'>;

export const uploadProfileImage = (body: { imageBase64: string; version?: number }) =>
  apiCall('uploadProfileImage', { body });

export const deleteProfileImage = () => apiCall('deleteProfileImage', {});

/** After an upload or removal the profile, the shell's `users/me` and every avatar reload. */
function useProfileImageMutation<T>(mutationFn: (input: T) => Promise<ProfileAfterImage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(getMyProfileQueryOptions().queryKey, profile),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  });
}

export const useUploadProfileImage = () => useProfileImageMutation(uploadProfileImage);
export const useDeleteProfileImage = () => useProfileImageMutation((_: void) => deleteProfileImage());

/** `?v=<n>` of a `profileImageUrl`, so each upload is a new query (and a new object URL). */
const versionOf = (url: string) => new URL(url, 'http://x').searchParams.get('v') ?? undefined;

/**
 * The image behind a `profileImageUrl` as an object URL: the GET needs the bearer token, which an
 * `<img src>` cannot send, so the bytes come through the API client. Undefined while loading or when
 * there is none (initials are shown).
 */
export function useProfileImageSrc(userId: string | undefined, profileImageUrl: string | null | undefined) {
  const query = useQuery({
    queryKey: ['users', userId, 'profile-image', profileImageUrl],
    enabled: Boolean(userId && profileImageUrl),
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      const v = versionOf(profileImageUrl!);
      const file = await apiCall('getProfileImage', {
        params: { userId: userId! },
        query: v ? { v } : {},
        signal,
      });
      return URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
    },
  });
  return query.data;
}
