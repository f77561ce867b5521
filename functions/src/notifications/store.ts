import { randomUUID } from 'node:crypto';
import type { Notification, NotificationKind } from '@tandem/shared/notifications/notification';
import { notificationEntity, notificationStateEntity } from '../data/entities/notification';
import { data } from '../data/service';

/** The item a notification is about, as the bell lists and links it. */
export interface NotifiedItem {
  entityType: string;
  entityId: string;
  projectId: string;
  name: string;
  refNumber?: number;
}

/** One notification to write. */
export interface NewNotification {
  userId: string;
  organisationId: string;
  kind: NotificationKind;
  item?: NotifiedItem;
  actor?: { userId: string; name: string };
  count?: number;
}

type StoredNotification = NonNullable<
  Awaited<ReturnType<ReturnType<typeof notificationEntity.get>['go']>>['data']
>;

/** Read notifications are kept this long after being read (DynamoDB TTL), then vanish. */
export const READ_NOTIFICATION_DAYS = 30;

/** A time-ordered id: `20261124T091500123Z-1a2b3c4d` (sorts with the partition, newest last). */
export const newNotificationId = (createdAt: string) =>
  `${createdAt.replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`;

/**
 * ElectroDB answers a cancelled transaction with `canceled` instead of throwing. The writes here touch
 * a person's counter item, which another transaction (a mark-read, another notice) may hold at the same
 * moment: such a conflict is tried again, a little later, a few times. A condition that stays false
 * (already read) also ends cancelled; the caller judges that.
 */
async function withRetries(go: () => Promise<{ canceled: boolean }>, attempts = 4) {
  for (let attempt = 1; ; attempt++) {
    const { canceled } = await go();
    if (!canceled || attempt >= attempts) return { canceled };
    await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt * Math.random()));
  }
}

// DynamoDB takes 100 writes per transaction: 98 notifications and one counter update fit.
const PER_TRANSACTION = 98;

/**
 * Writes notifications, each person's with the matching increment of their unread counter in ONE
 * transaction (so the count never disagrees with the items), per person and organisation.
 */
export async function writeNotifications(notifications: NewNotification[]) {
  const groups = new Map<string, NewNotification[]>();
  for (const notification of notifications) {
    const key = `${notification.userId}#${notification.organisationId}`;
    groups.set(key, [...(groups.get(key) ?? []), notification]);
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += PER_TRANSACTION) {
      const batch = group.slice(start, start + PER_TRANSACTION);
      const { userId, organisationId } = batch[0]!;
      const createdAt = new Date().toISOString();
      const write = () =>
        data.transaction
          .write(({ notification, notificationState }) => [
            ...batch.map((entry) =>
              notification
                .put({
                  userId,
                  organisationId,
                  notificationId: newNotificationId(createdAt),
                  kind: entry.kind,
                  createdAt,
                  ...(entry.item
                    ? {
                        entityType: entry.item.entityType,
                        entityId: entry.item.entityId,
                        projectId: entry.item.projectId,
                        itemName: entry.item.name,
                        ...(entry.item.refNumber !== undefined ? { refNumber: entry.item.refNumber } : {}),
                      }
                    : {}),
                  ...(entry.actor ? { actorId: entry.actor.userId, actorName: entry.actor.name } : {}),
                  ...(entry.count !== undefined ? { count: entry.count } : {}),
                })
                .commit(),
            ),
            notificationState.update({ userId, organisationId }).add({ unread: batch.length }).commit(),
          ])
          .go();
      const { canceled } = await withRetries(write);
      if (canceled)
        throw new Error(`${batch.length} notification(s) not written: the transaction kept conflicting`);
    }
  }
}

/** The API shape of a stored notification. */
export const toNotification = (stored: StoredNotification): Notification => ({
  id: stored.notificationId,
  organisationId: stored.organisationId,
  kind: stored.kind,
  item:
    stored.entityType && stored.entityId && stored.projectId
      ? {
          entityType: stored.entityType,
          id: stored.entityId,
          projectId: stored.projectId,
          name: stored.itemName ?? '',
          refNumber: stored.refNumber ?? null,
        }
      : null,
  actor: stored.actorId ? { id: stored.actorId, name: stored.actorName ?? '' } : null,
  count: stored.count ?? null,
  createdAt: stored.createdAt,
  readAt: stored.readAt ?? null,
});

/** The unread counter: one GetItem (never below 0, should a retried write have raced). */
export async function unreadCount(userId: string, organisationId: string) {
  const { data: state } = await notificationStateEntity.get({ userId, organisationId }).go();
  return Math.max(0, state?.unread ?? 0);
}

export interface NotificationQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  readState?: 'read' | 'unread';
  kinds?: NotificationKind[];
}

/**
 * One page of a person's notifications in an organisation: ONE Query of their partition (begins with
 * `NOTIFICATION#<org>#`), in id (= time) order, read up to the page's end (+1 to know if more follow);
 * the read-state and kind filters are a FilterExpression on that Query.
 */
export async function queryNotifications(userId: string, organisationId: string, query: NotificationQuery) {
  const wanted = query.page * query.pageSize + 1;
  const request = notificationEntity.query.byUser({ userId, organisationId });
  const { readState, kinds } = query;
  const filtered =
    readState || kinds
      ? request.where((attributes, { notExists, exists, eq }) =>
          [
            readState === 'unread' ? notExists(attributes.readAt) : '',
            readState === 'read' ? exists(attributes.readAt) : '',
            kinds ? `(${kinds.map((kind) => eq(attributes.kind, kind)).join(' OR ')})` : '',
          ]
            .filter(Boolean)
            .join(' AND '),
        )
      : request;
  const { data: rows } = await filtered.go({ order: query.order, count: wanted, pages: 'all' });
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize).map(toNotification),
    hasMore: rows.length > start + query.pageSize,
  };
}

/** Marks one notification read with the counter's decrement in one transaction; read already: as is. */
export async function markRead(userId: string, organisationId: string, notificationId: string) {
  const readAt = new Date().toISOString();
  const expiresAt = Math.floor(Date.now() / 1000) + READ_NOTIFICATION_DAYS * 86_400;
  const key = { userId, organisationId, notificationId };
  const { canceled } = await withRetries(async () => {
    const { canceled: refused } = await data.transaction
      .write(({ notification, notificationState }) => [
        notification
          .patch(key)
          .set({ readAt, expiresAt })
          .where(({ readAt: seen }, { notExists }) => notExists(seen))
          .commit(),
        notificationState.update({ userId, organisationId }).add({ unread: -1 }).commit(),
      ])
      .go();
    if (!refused) return { canceled: false };
    // Read already (or no such notification): nothing to try again. Still unread: a conflict.
    const { data: now } = await notificationEntity.get(key).go();
    return { canceled: Boolean(now && !now.readAt) };
  });
  const { data: stored } = await notificationEntity.get(key).go();
  return { stored, marked: !canceled };
}

/** Marks every unread notification read: one Query of the unread ones, then transactions of 98. */
export async function markAllRead(userId: string, organisationId: string) {
  const { data: unread } = await notificationEntity.query
    .byUser({ userId, organisationId })
    .where(({ readAt }, { notExists }) => notExists(readAt))
    .go({ pages: 'all' });
  const readAt = new Date().toISOString();
  const expiresAt = Math.floor(Date.now() / 1000) + READ_NOTIFICATION_DAYS * 86_400;
  let marked = 0;
  for (let start = 0; start < unread.length; start += PER_TRANSACTION) {
    const batch = unread.slice(start, start + PER_TRANSACTION);
    const { canceled } = await withRetries(() =>
      data.transaction
        .write(({ notification, notificationState }) => [
          ...batch.map((item) =>
            notification
              .patch({ userId, organisationId, notificationId: item.notificationId })
              .set({ readAt, expiresAt })
              .where(({ readAt: seen }, { notExists }) => notExists(seen))
              .commit(),
          ),
          notificationState.update({ userId, organisationId }).add({ unread: -batch.length }).commit(),
        ])
        .go(),
    );
    // One read meanwhile (another tab) keeps refusing its batch: the next 'mark all' marks the rest.
    if (!canceled) marked += batch.length;
  }
  return { marked, unreadCount: await unreadCount(userId, organisationId) };
}
