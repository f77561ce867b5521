import { NotificationKind } from '@tandem/shared/notifications/notification';

/** One person to tell, and why. */
export interface Recipient {
  userId: string;
  kind: NotificationKind;
}

/** A role on an item that earns its holder a notice when someone else gives it to them. */
export interface RoleChange {
  kind: typeof NotificationKind.ASSIGNED_OWNER | typeof NotificationKind.ASSIGNED_ASSIGNEE;
  before: string | null | undefined;
  after: string | null | undefined;
}

/**
 * Who hears about an assignment: the new holder of each role that changed, never the person who made
 * the change (nobody is told about their own doing), and one notice per person per change (owner
 * first when one person takes both roles at once).
 */
export function assignmentRecipients(actorId: string, roles: RoleChange[]): Recipient[] {
  const recipients = new Map<string, Recipient>();
  for (const role of roles) {
    const userId = role.after;
    if (!userId || userId === role.before || userId === actorId || recipients.has(userId)) continue;
    recipients.set(userId, { userId, kind: role.kind });
  }
  return [...recipients.values()];
}

/** Who hears about a comment: the item's owner and assignee, once each, never the commenter. */
export function commentRecipients(actorId: string, holders: (string | null | undefined)[]): Recipient[] {
  const people = new Set(holders.filter((userId): userId is string => !!userId && userId !== actorId));
  return [...people].map((userId) => ({ userId, kind: NotificationKind.COMMENT_ON_YOUR_ITEM }));
}

/**
 * Overdue notices of a digest: only actions that fell due since the person's previous overdue digest
 * (due on or after that day), so a weekly or daily digest does not repeat yesterday's notices; the
 * first digest tells of all of them.
 */
export function newlyOverdue<T extends { endDate: string }>(actions: T[], previousDigestOn?: string): T[] {
  if (!previousDigestOn) return actions;
  return actions.filter((action) => action.endDate.slice(0, 10) >= previousDigestOn);
}

/**
 * Whether a digest is due today for a person with this frequency who last had one on `lastOn`: daily,
 * once a day; weekly, once in any seven days. A record later than today (a clock set back, a report
 * re-run for a past day) does not silence the person: only the distance counts.
 */
export function digestDue(
  frequency: 'never' | 'daily' | 'weekly',
  today: string,
  lastOn: string | undefined,
): boolean {
  if (frequency === 'never') return false;
  if (!lastOn) return true;
  const days = Math.abs(Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastOn}T00:00:00Z`)) / 86_400_000;
  return frequency === 'daily' ? days >= 1 : days >= 7;
}
