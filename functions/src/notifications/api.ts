import { decodeListQuery } from '@tandem/shared/core/list-query';
import {
  DEFAULT_DIGEST_FREQUENCY,
  MAX_NOTIFICATIONS_DEPTH,
  notificationKinds,
  type DigestFrequency,
  type NotificationKind,
} from '@tandem/shared/notifications/notification';
import { userEntity } from '../data/entities/user';
import type { Caller } from '../http/caller';
import { badRequest, notFound } from '../http/http-error';
import {
  markAllRead,
  markRead,
  queryNotifications,
  toNotification,
  unreadCount,
  type NotificationQuery,
} from './store';

/**
 * The caller's own notifications only: every call keys on `caller.userId` (never an id from the
 * request), and the organisation in the request has passed the membership check (404 otherwise).
 */
export async function listMyNotifications(
  caller: Caller,
  query: { organisationId: string; page: number; pageSize: number; sorts?: string; filters?: string },
) {
  const list = decodeListQuery(query);
  if (list.page * list.pageSize > MAX_NOTIFICATIONS_DEPTH)
    throw badRequest(
      'query.page',
      `query.page: at most ${MAX_NOTIFICATIONS_DEPTH} notifications can be paged through (page × pageSize).`,
    );
  const order = list.sorts[0]?.direction === 'asc' ? 'asc' : 'desc';
  const options: NotificationQuery = { page: list.page, pageSize: list.pageSize, order };
  for (const filter of list.filters) {
    if (filter.operator !== 'eq')
      throw badRequest('query.filters', `query.filters: ${filter.key} takes only the 'eq' operator.`);
    if (filter.key === 'readState') {
      const [state, ...rest] = filter.values;
      if ((state !== 'read' && state !== 'unread') || rest.length > 0)
        throw badRequest('query.filters', "query.filters: readState is 'read' or 'unread'.");
      options.readState = state;
    } else {
      const unknownKind = filter.values.find((kind) => !notificationKinds.includes(kind as NotificationKind));
      if (unknownKind !== undefined)
        throw badRequest('query.filters', `query.filters: no notification kind '${unknownKind}'.`);
      options.kinds = filter.values as NotificationKind[];
    }
  }
  const [page, unread] = await Promise.all([
    queryNotifications(caller.userId, query.organisationId, options),
    unreadCount(caller.userId, query.organisationId),
  ]);
  return { ...page, page: list.page, pageSize: list.pageSize, unreadCount: unread };
}

export const getMyUnreadCount = async (caller: Caller, organisationId: string) => ({
  unreadCount: await unreadCount(caller.userId, organisationId),
});

export async function markMyNotificationRead(caller: Caller, organisationId: string, notificationId: string) {
  const { stored } = await markRead(caller.userId, organisationId, notificationId);
  if (!stored) throw notFound('The notification (params.notificationId)');
  return toNotification(stored);
}

export const markAllMyNotificationsRead = (caller: Caller, organisationId: string) =>
  markAllRead(caller.userId, organisationId);

export const getMyNotificationSettings = (caller: Caller) => ({
  digestFrequency: (caller.user?.digestFrequency ?? DEFAULT_DIGEST_FREQUENCY) as DigestFrequency,
});

export async function updateMyNotificationSettings(caller: Caller, digestFrequency: DigestFrequency) {
  if (!caller.user) throw notFound('Your user record');
  await userEntity.patch({ userId: caller.userId }).set({ digestFrequency }).go();
  return { digestFrequency };
}
