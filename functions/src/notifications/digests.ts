import {
  DEFAULT_DIGEST_FREQUENCY,
  NotificationKind,
  type DigestFrequency,
} from '@tandem/shared/notifications/notification';
import { notificationStateEntity } from '../data/entities/notification';
import { userEntity } from '../data/entities/user';
import { digestDue, newlyOverdue } from './rules';
import { writeNotifications, type NewNotification } from './store';

type Kind = 'overdue' | 'upcoming';

/** What the notices need of one person's digest (`jobs/action-reports.ts` builds it). */
interface Digest {
  organisationId: string;
  userId: string;
  actions: { actionId: string; projectId: string; refNumber: number; name: string; endDate: string }[];
}

/**
 * Which of an organisation's digests go out today: each person's digest frequency (on the user; none
 * chosen: daily) against the day their last digest of this kind went out (their notification state).
 * Two BatchGets, whatever the number of people.
 */
export async function digestsDueToday<D extends Digest>(
  organisationId: string,
  kind: Kind,
  today: string,
  digests: D[],
) {
  if (digests.length === 0) return [];
  const userIds = digests.map((digest) => digest.userId);
  const [{ data: users }, { data: states }] = await Promise.all([
    userEntity.get(userIds.map((userId) => ({ userId }))).go(),
    notificationStateEntity.get(userIds.map((userId) => ({ userId, organisationId }))).go(),
  ]);
  const frequency = new Map(users.map((user) => [user.userId, user.digestFrequency]));
  const state = new Map(states.map((entry) => [entry.userId, entry]));
  return digests.flatMap((digest) => {
    const last = state.get(digest.userId);
    const lastOn = kind === 'overdue' ? last?.overdueDigestOn : last?.upcomingDigestOn;
    const chosen = (frequency.get(digest.userId) ?? DEFAULT_DIGEST_FREQUENCY) as DigestFrequency;
    return digestDue(chosen, today, lastOn) ? [{ digest, lastOn }] : [];
  });
}

/**
 * After a digest's e-mail went out: its notices (each action newly overdue since the person's last
 * overdue digest, and 'digest sent') and the day it went out, so a weekly person waits a week.
 */
export async function recordDigestSent(kind: Kind, today: string, digest: Digest, lastOn?: string) {
  const { organisationId, userId } = digest;
  const overdue = kind === 'overdue' ? newlyOverdue(digest.actions, lastOn) : [];
  const notices: NewNotification[] = [
    ...overdue.map((action) => ({
      userId,
      organisationId,
      kind: NotificationKind.ITEM_OVERDUE,
      item: {
        entityType: 'action',
        entityId: action.actionId,
        projectId: action.projectId,
        name: action.name,
        refNumber: action.refNumber,
      },
    })),
    { userId, organisationId, kind: NotificationKind.DIGEST_SENT, count: digest.actions.length },
  ];
  await writeNotifications(notices);
  await notificationStateEntity
    .update({ userId, organisationId })
    .set(kind === 'overdue' ? { overdueDigestOn: today } : { upcomingDigestOn: today })
    .go();
  return overdue.length;
}
