import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { digestFrequencies, notificationKinds } from './notification-kinds';

export {
  DEFAULT_DIGEST_FREQUENCY,
  DigestFrequency,
  digestFrequencies,
  MAX_NOTIFICATIONS_DEPTH,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationKind,
  notificationKinds,
} from './notification-kinds';

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
