import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { demoFixtures as f, type Probes } from './probe';

const { newNotificationId } = await import('@tandem/functions/notifications/store');
const { notificationEntity, notificationStateEntity } =
  await import('@tandem/functions/data/entities/notification');

/**
 * A notification of every demo user in organisation A, all with the same id, so whoever calls marks
 * their own one read (the call is keyed on the caller; another person's id is simply not found).
 */
async function ownNotificationOfEveryone() {
  const createdAt = new Date().toISOString();
  const notificationId = newNotificationId(createdAt);
  const organisationId = f.organisationId;
  for (const { userId } of demoUsers.filter((user) => user.key !== 'multi')) {
    await notificationEntity
      .put({ userId, organisationId, notificationId, kind: 'digestSent', count: 0, createdAt })
      .go();
    await notificationStateEntity.update({ userId, organisationId }).add({ unread: 1 }).go();
  }
  return notificationId;
}

export const notificationProbes: Probes<
  | 'listMyNotifications'
  | 'getMyUnreadNotificationCount'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'getMyNotificationSettings'
  | 'updateMyNotificationSettings'
> = {
  listMyNotifications: { query: { organisationId: f.organisationId, filters: 'readState-eq-unread' } },
  getMyUnreadNotificationCount: { query: { organisationId: f.organisationId } },
  markNotificationRead: {
    prepare: async () => ({
      params: { notificationId: await ownNotificationOfEveryone() },
      body: { organisationId: f.organisationId },
    }),
  },
  markAllNotificationsRead: { body: { organisationId: f.organisationId } },
  getMyNotificationSettings: {},
  // Daily is what every demo user has (none chosen): the probe changes nothing.
  updateMyNotificationSettings: { body: { digestFrequency: 'daily' } },
};
