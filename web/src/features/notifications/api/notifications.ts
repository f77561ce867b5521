import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@tandem/shared/notifications/notification-kinds';
import { apiCall } from '@/lib/api-client';
import { NOTIFICATIONS_POLL_MS, notificationsKey } from './unread-count';

/** The latest notifications, a page at a time ('Load more'), newest first. */
export const useNotificationPages = (organisationId: string) =>
  useInfiniteQuery({
    queryKey: [...notificationsKey(organisationId), 'list'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('listMyNotifications', {
        query: { organisationId, page: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** After a mark: the list and the count are read again. */
function useRefreshNotifications(organisationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsKey(organisationId) });
}

export const useMarkNotificationRead = (organisationId: string) => {
  const refresh = useRefreshNotifications(organisationId);
  return useMutation({
    mutationFn: (notificationId: string) =>
      apiCall('markNotificationRead', { params: { notificationId }, body: { organisationId } }),
    onSettled: refresh,
  });
};

export const useMarkAllNotificationsRead = (organisationId: string) => {
  const refresh = useRefreshNotifications(organisationId);
  return useMutation({
    mutationFn: () => apiCall('markAllNotificationsRead', { body: { organisationId } }),
    onSettled: refresh,
  });
};
