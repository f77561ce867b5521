import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';

/** Limits on free text (docs/decisions.md, issue 4). */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 4000;
export const EMAIL_MAX_LENGTH = 254;

export const nameSchema = z.string().trim().min(1, 'is required').max(NAME_MAX_LENGTH);
export const descriptionSchema = z.string().max(DESCRIPTION_MAX_LENGTH);
export const emailSchema = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
/** The version of an item the client saw; updates are conditional on it (409 when stale). */
export const versionSchema = z.number().int().min(1).max(1_000_000_000);

/** A stored organisation scope (spec §6): 0, 100, 200, 280 or 300. */
export const permissionScopeSchema = z.union(
  Object.values(OrgScope).map((scope) => z.literal(scope)) as [
    z.ZodLiteral<OrgScope>,
    z.ZodLiteral<OrgScope>,
    ...z.ZodLiteral<OrgScope>[],
  ],
);

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  permissionScope: z.number().int(),
});

/** A member of an organisation as the users list and pickers show it. */
export const organisationUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissionScope: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type OrganisationUser = z.infer<typeof organisationUserSchema>;

/** Columns of the users export (`columns=firstName,email`), in their default order. */
export const organisationUserExportColumns = [
  'firstName',
  'lastName',
  'email',
  'permissionScope',
  'role',
  'createdAt',
] as const;

export const organisationUserSortKeys = ['firstName', 'lastName', 'email', 'permissionScope', 'createdAt'];
export const organisationUserFilterKeys = ['firstName', 'lastName', 'email', 'permissionScope'];

/** One accepted change (who, when, field, old, new); values are what was stored. */
export const historyEntrySchema = z.object({
  changeId: z.string(),
  changedAt: z.string(),
  userId: z.string(),
  /** The person's name as a member of the organisation; null for system changes and former members. */
  userName: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  field: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  version: z.number().int(),
});
export type HistoryEntryResponse = z.infer<typeof historyEntrySchema>;

/** Entities whose history is read at organisation level. */
export const organisationHistoryKinds = ['organisation', 'programme', 'member'] as const;

export const organisationParams = z.strictObject({ organisationId: idSchema });
export const organisationUserParams = z.strictObject({ organisationId: idSchema, userId: idSchema });
