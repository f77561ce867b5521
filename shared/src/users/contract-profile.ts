import * as z from 'zod';
import { defineEndpoint, downloadSchema } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { userSchema } from '../auth/schemas';
import { OrgScope } from '../permissions/org-scope';
import { emailSchema, nameSchema, versionSchema } from '../organisations/schemas';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRuleBreak,
  passwordRuleText,
} from './password-rule';
import { PROFILE_IMAGE_MAX_BASE64 } from './profile-image';

/** A new password: the product's password rule (`password-rule.ts`). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => passwordRuleBreak(password) !== 'weak', passwordRuleText);

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
  uploadProfileImage: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/users/me/profile-image',
    group: 'users',
    summary: 'Set the signed-in user’s profile image (a square JPEG, base64, at most 280 KB)',
    permission: anyUser,
    body: z.strictObject({
      imageBase64: z
        .string()
        .min(4)
        .max(PROFILE_IMAGE_MAX_BASE64)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
      version: versionSchema.optional(),
    }),
    response: userSchema.extend({ version: z.number().int() }),
  }),
  deleteProfileImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/users/me/profile-image',
    group: 'users',
    summary: 'Remove the signed-in user’s profile image (initials are shown instead)',
    permission: anyUser,
    response: userSchema.extend({ version: z.number().int() }),
  }),
  getProfileImage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/profile-image',
    group: 'users',
    summary: 'A user’s profile image (JPEG); 404 unless the caller shares an organisation with them',
    permission: anyUser,
    params: z.strictObject({ userId: idSchema }),
    // `v` is the profile version in `profileImageUrl`: it only makes each upload's URL new.
    query: z.strictObject({
      v: z
        .string()
        .regex(/^\d{1,12}$/)
        .optional(),
    }),
    response: downloadSchema,
    download: true,
  }),
};
