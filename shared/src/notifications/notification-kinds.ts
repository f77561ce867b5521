// Plain constants (no zod): the web app imports these at run time.

/** What happened that a person should hear about (issue 16, notifications). */
export const NotificationKind = {
  /** Someone else made you the owner of an action or impact. */
  ASSIGNED_OWNER: 'assignedOwner',
  /** Someone else made you the assignee of an action. */
  ASSIGNED_ASSIGNEE: 'assignedAssignee',
  /** Someone else commented on an item you own or are assigned. */
  COMMENT_ON_YOUR_ITEM: 'commentOnYourItem',
  /** An item you own or are assigned is past its due date (the scheduled job). */
  ITEM_OVERDUE: 'itemOverdue',
  /** The scheduled job sent you an e-mail digest. */
  DIGEST_SENT: 'digestSent',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
export const notificationKinds = Object.values(NotificationKind);

/** How often a person receives the e-mail digest of overdue and upcoming actions (profile). */
export const DigestFrequency = { NEVER: 'never', DAILY: 'daily', WEEKLY: 'weekly' } as const;
export type DigestFrequency = (typeof DigestFrequency)[keyof typeof DigestFrequency];
export const digestFrequencies = Object.values(DigestFrequency);
/** What a person who never chose gets: the daily digest every member received before the setting. */
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = DigestFrequency.DAILY;

/** Not in the spec: the popover's page, and how deep 'load more' may page (page × pageSize). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const MAX_NOTIFICATIONS_DEPTH = 200;
