import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestFrequency } from '@tandem/shared/notifications/notification-kinds';
import { apiCall } from '@/lib/api-client';

const settingsOptions = () =>
  queryOptions({
    queryKey: ['users', 'me', 'notification-settings'],
    queryFn: ({ signal }) => apiCall('getMyNotificationSettings', { signal }),
  });

export const useNotificationSettings = () => useQuery(settingsOptions());

export const useUpdateNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digestFrequency: DigestFrequency) =>
      apiCall('updateMyNotificationSettings', { body: { digestFrequency } }),
    onSuccess: (settings) => queryClient.setQueryData(settingsOptions().queryKey, settings),
  });
};
