import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * How often the bell asks for the unread count while the app is open (also on window focus). Every
 * minute it was over half of all API requests in a day, each a possible cold start; live updates
 * will push it instead.
 */
export const NOTIFICATIONS_POLL_MS = 5 * 60_000;

/** Every notification query of an organisation starts with this key (the list and the count). */
export const notificationsKey = (organisationId: string) => ['users', 'me', 'notifications', organisationId];

export const unreadCountQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: [...notificationsKey(organisationId), 'unread-count'],
    queryFn: ({ signal }) => apiCall('getMyUnreadNotificationCount', { query: { organisationId }, signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The bell's badge: one GetItem on the server (the per-person unread counter). */
export const useUnreadNotificationCount = (organisationId: string, enabled = true) =>
  useQuery({ ...unreadCountQueryOptions(organisationId), enabled }).data?.unreadCount ?? 0;
