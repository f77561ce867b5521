import { NotificationKind } from '@tandem/shared/notifications/notification';
import type { Caller } from '../http/caller';
import { logger } from '../observability';
import { assignmentRecipients, commentRecipients, type Recipient, type RoleChange } from './rules';
import { writeNotifications, type NotifiedItem } from './store';

/** The person who made a change, as a notification names them. */
const actorOf = (caller: Caller) => ({
  userId: caller.userId,
  name: caller.user ? `${caller.user.firstName} ${caller.user.lastName}`.trim() : '',
});

/**
 * Notifications are written right AFTER the change has committed, not inside its transaction: a
 * change's transaction is already near DynamoDB's 100-item limit in bulk writes (items, history,
 * tags), and a notification that cannot be written must never refuse or undo the person's change.
 * A failure is logged; the change stands. Many items' notices go out together (one transaction per
 * person, `writeNotifications`), so a bulk update costs a few writes, not one per item.
 */
async function deliver(
  caller: Caller,
  notices: { organisationId: string; item: NotifiedItem; recipients: Recipient[] }[],
) {
  const actor = actorOf(caller);
  const notifications = notices.flatMap(({ organisationId, item, recipients }) =>
    recipients.map(({ userId, kind }) => ({ userId, organisationId, kind, item, actor })),
  );
  if (notifications.length === 0) return;
  try {
    await writeNotifications(notifications);
  } catch (error) {
    logger.error('Notifications not written', { count: notifications.length, error: error as Error });
  }
}

/** One changed item and its roles before and after (before absent on a create). */
export interface AssignmentChange {
  organisationId: string;
  item: NotifiedItem;
  roles: RoleChange[];
}

/** Tells each new owner or assignee of the changed items (never the caller). */
export async function notifyAssignments(caller: Caller, changes: AssignmentChange[]) {
  await deliver(
    caller,
    changes.map(({ organisationId, item, roles }) => ({
      organisationId,
      item,
      recipients: assignmentRecipients(caller.userId, roles),
    })),
  );
}

/** Tells an item's owner and assignee that someone else commented on it. */
export async function notifyComment(
  caller: Caller,
  organisationId: string,
  item: NotifiedItem,
  holders: (string | null | undefined)[],
) {
  await deliver(caller, [{ organisationId, item, recipients: commentRecipients(caller.userId, holders) }]);
}

export const ownerRole = (
  before: string | null | undefined,
  after: string | null | undefined,
): RoleChange => ({
  kind: NotificationKind.ASSIGNED_OWNER,
  before,
  after,
});
export const assigneeRole = (
  before: string | null | undefined,
  after: string | null | undefined,
): RoleChange => ({ kind: NotificationKind.ASSIGNED_ASSIGNEE, before, after });
