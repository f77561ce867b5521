import { Entity } from 'electrodb';
import { notificationKinds } from '@tandem/shared/notifications/notification';
import { entityConfiguration, exact } from './common';

/**
 * One notification of one person in one organisation, in the person's partition `USER#<user>` with
 * sort key `NOTIFICATION#<org>#<id>`; the id starts with the creation time, so a person's
 * notifications of an organisation are one Query, newest first. Read ones expire (`expiresAt`)
 * a while after they were read; unread ones stay, so the unread counter never counts a vanished item.
 */
export const notificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service: 'tandem' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      organisationId: { type: 'string', required: true, readOnly: true },
      notificationId: { type: 'string', required: true, readOnly: true },
      kind: { type: notificationKinds, required: true, readOnly: true },
      /** The item it is about; absent on a digest. */
      entityType: { type: 'string' },
      entityId: { type: 'string' },
      projectId: { type: 'string' },
      itemName: { type: 'string' },
      refNumber: { type: 'number' },
      /** Who did it; absent when the scheduled job wrote it. */
      actorId: { type: 'string' },
      actorName: { type: 'string' },
      /** How many actions a digest listed. */
      count: { type: 'number' },
      createdAt: { type: 'string', required: true, readOnly: true },
      readAt: { type: 'string' },
      /** DynamoDB TTL (seconds), set when the notification is read. */
      expiresAt: { type: 'number' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: exact },
        sk: {
          field: 'sk',
          composite: ['organisationId', 'notificationId'],
          template: 'NOTIFICATION#${organisationId}#${notificationId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);

/**
 * A person's notification state in one organisation (`USER#<user>` / `NOTIFYSTATE#<org>`): the unread
 * counter (moved in the same transaction as every notification put and every mark-read, so the bell's
 * count is one GetItem) and the dates the scheduled job last sent each digest (daily or weekly).
 */
export const notificationStateEntity = new Entity(
  {
    model: { entity: 'notificationState', version: '1', service: 'tandem' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      organisationId: { type: 'string', required: true, readOnly: true },
      unread: { type: 'number', required: true, default: 0 },
      /** ISO dates (YYYY-MM-DD) the overdue and the upcoming digest last went out. */
      overdueDigestOn: { type: 'string' },
      upcomingDigestOn: { type: 'string' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: exact },
        sk: {
          field: 'sk',
          composite: ['organisationId'],
          template: 'NOTIFYSTATE#${organisationId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
