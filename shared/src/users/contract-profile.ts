import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { idSchema, userSchema } from '../identity/schemas';
import { OrgScope } from '../permissions/org-scope';
import { emailSchema, nameSchema, versionSchema } from '../organisations/schemas';

/** Password rules of the product (Cognito's default policy length, a sane ceiling). */
export const passwordSchema = z.string().min(8).max(256);

/** Own profile, password and user search (spec §7 User service). */
export const profileEndpoints = {
  searchUserByEmail: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/search-by-email',
    group: 'users',
    summary: 'Find a person by exact email before adding them to an organisation (owners+)',
    permission: { kind: 'organisation', minimumScope: OrgScope.OWNER },
    body: z.strictObject({ organisationId: idSchema, email: emailSchema }),
    response: z.object({
      user: z
        .object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
        .nullable(),
      isMember: z.boolean(),
    }),
  }),
  getMyProfile: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/settings',
    group: 'users',
    summary: 'The signed-in user’s profile (users/settings)',
    permission: anyUser,
    response: userSchema.extend({ version: z.number().int() }),
  }),
  updateMyProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users/me/settings',
    group: 'users',
    summary: 'Change the signed-in user’s names (fields left out stay as they are)',
    permission: anyUser,
    body: z.strictObject({
      firstName: nameSchema.optional(),
      lastName: nameSchema.optional(),
      version: versionSchema.optional(),
    }),
    response: userSchema.extend({ version: z.number().int() }),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/changePassword',
    group: 'users',
    summary: 'Change the password after checking the current one (identity directory)',
    permission: anyUser,
    body: z.strictObject({ currentPassword: z.string().min(1).max(256), newPassword: passwordSchema }),
    response: z.object({ changed: z.boolean() }),
  }),
  validateCurrentPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/validateCurrentPassword',
    group: 'users',
    summary: 'Whether the given password is the caller’s current one',
    permission: anyUser,
    body: z.strictObject({ currentPassword: z.string().min(1).max(256) }),
    response: z.object({ valid: z.boolean() }),
  }),
};
