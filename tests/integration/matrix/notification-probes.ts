import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { demoFixtures as f, type Probes } from './probe';

const { writeNotifications } = await import('@tandem/functions/notifications/store');
const { notificationEntity } = await import('@tandem/functions/data/entities/notification');

/**
 * A notification of every demo user in organisation A, all with the same id, so whoever calls marks
 * their own one read (the call is keyed on the caller; another person's id is simply not found).
 */
async function ownNotificationOfEveryone() {
  const members = demoUsers.filter((user) => user.key !== 'multi');
  await writeNotifications(
    members.map((user) => ({
      userId: user.userId,
      organisationId: f.organisationId,
      kind: 'digestSent',
      count: 0,
    })),
  );
  const { data } = await notificationEntity.query
    .byUser({ userId: members[0]!.userId, organisationId: f.organisationId })
    .go({ order: 'desc', limit: 1 });
  return data[0]!.notificationId;
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
