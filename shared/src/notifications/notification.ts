import * as z from 'zod';
import { idSchema } from '../identity/schemas';

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

/**
 * A notification id is its creation time and a random suffix (`20261124T091500123Z-1a2b3c4d`), so a
 * person's partition sorts by it; the API takes any id-shaped string and answers 404 for no such one.
 */
export const notificationIdSchema = idSchema;

export const notificationSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  kind: z.enum(notificationKinds),
  /** The item it is about (none for a digest): the kit entity's name or 'action'. */
  item: z
    .object({
      entityType: z.string(),
      id: z.string(),
      projectId: z.string(),
      name: z.string(),
      refNumber: z.number().int().nullable(),
    })
    .nullable(),
  /** Who did it; null for the scheduled job. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** How many actions a digest listed (digestSent only). */
  count: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationSettingsSchema = z.object({ digestFrequency: z.enum(digestFrequencies) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
