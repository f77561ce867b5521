import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { listQueryShape } from '../core/list-query-schema';
import { idSchema } from '../core/id-schema';
import {
  notificationIdSchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsSchema,
} from './notification';

/** Sort and filter keys of `users/me/notifications`: newest first unless `sorts=createdAt`. */
export const notificationSortKeys = ['createdAt'] as const;
/** `readState-eq-unread` (or `read`), `kind-eq-assignedOwner|commentOnYourItem`. */
export const notificationFilterKeys = ['readState', 'kind'] as const;

// The organisation travels in the query or body: the access check answers 404 for one the caller is
// not a member of, so a person only ever sees the notifications of an organisation they are in.
const organisation = z.strictObject({ organisationId: idSchema });

/** The signed-in user's own notifications (spec §7 `users/me/notifications`); never anyone else's. */
export const notificationEndpoints = {
  listMyNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/notifications',
    group: 'users',
    summary: 'The signed-in user’s notifications in one organisation, newest first, with the unread count',
    permission: anyUser,
    query: z.strictObject({
      organisationId: idSchema,
      ...listQueryShape({ sortKeys: notificationSortKeys, filterKeys: notificationFilterKeys }),
    }),
    response: notificationPageSchema,
  }),
  getMyUnreadNotificationCount: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/notifications/unread-count',
    group: 'users',
    summary: 'How many of the signed-in user’s notifications in the organisation are unread (one read)',
    permission: anyUser,
    query: organisation,
    response: z.object({ unreadCount: z.number().int() }),
  }),
  markNotificationRead: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/notifications/{notificationId}/read',
    group: 'users',
    summary: 'Mark one of the signed-in user’s notifications read',
    permission: anyUser,
    params: z.strictObject({ notificationId: notificationIdSchema }),
    body: organisation,
    response: notificationSchema,
  }),
  markAllNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/notifications/read-all',
    group: 'users',
    summary: 'Mark every unread notification of the signed-in user in the organisation read',
    permission: anyUser,
    body: organisation,
    response: z.object({ marked: z.number().int(), unreadCount: z.number().int() }),
  }),
  getMyNotificationSettings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/notification-settings',
    group: 'users',
    summary: 'How often the signed-in user receives the e-mail digest',
    permission: anyUser,
    response: notificationSettingsSchema,
  }),
  updateMyNotificationSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users/me/notification-settings',
    group: 'users',
    summary: 'Choose the e-mail digest frequency: never, daily or weekly',
    permission: anyUser,
    body: z.strictObject(notificationSettingsSchema.shape),
    response: notificationSettingsSchema,
  }),
};
