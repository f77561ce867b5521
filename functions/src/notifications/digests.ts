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

type DigestDayKey = 'overdueDigestOn' | 'upcomingDigestOn';
const dayKeyOf = (kind: Kind): DigestDayKey => (kind === 'overdue' ? 'overdueDigestOn' : 'upcomingDigestOn');

/**
 * Takes today's digest of this kind for one person before it is sent: the day moves from `lastOn` to
 * `today` only if nobody moved it since it was read, so of two workers handling the same organisation
 * (an SQS redelivery, a retried schedule) exactly one sends. False: someone else has it.
 */
export async function claimDigest(kind: Kind, today: string, digest: Digest, lastOn?: string) {
  const { organisationId, userId } = digest;
  const key = dayKeyOf(kind);
  try {
    await notificationStateEntity
      .update({ userId, organisationId })
      .set({ [key]: today })
      .where((attr, op) => (lastOn ? op.eq(attr[key], lastOn) : op.notExists(attr[key])))
      .go();
    return true;
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException')
      return false;
    throw error;
  }
}

/** Gives a claimed digest back when its e-mail could not be sent, so the retry sends it. */
export async function releaseDigest(kind: Kind, today: string, digest: Digest, lastOn?: string) {
  const { organisationId, userId } = digest;
  const key = dayKeyOf(kind);
  const update = notificationStateEntity.update({ userId, organisationId });
  await (lastOn ? update.set({ [key]: lastOn }) : update.remove([key]))
    .where((attr, op) => op.eq(attr[key], today))
    .go();
}

/**
 * After a claimed digest's e-mail went out: its notices (each action newly overdue since the person's
 * last overdue digest, and 'digest sent'). The day it went out was written by `claimDigest`.
 */
export async function recordDigestSent(kind: Kind, digest: Digest, lastOn?: string) {
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
  return overdue.length;
}
