// The organisations endpoint group's contract entries (see shared/src/contract/define-endpoint.ts).
import * as z from 'zod';
import { defineEndpoint, downloadSchema } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { columnsQuery, listQueryShape } from '../core/list-query-schema';
import { idSchema } from '../core/id-schema';
import { pagedSchema } from '../lists/paged';
import { OrgScope } from '../permissions/org-scope';
import {
  emailSchema,
  historyEntrySchema,
  nameSchema,
  organisationParams,
  organisationSchema,
  organisationUserExportColumns,
  organisationUserFilterKeys,
  organisationUserParams,
  organisationUserSchema,
  organisationUserSortKeys,
  permissionScopeSchema,
  versionSchema,
} from './schemas';

const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;
const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;
const base = '/api/v1/organisations/{organisationId}';
const memberScopeBody = z.strictObject({
  permissionScope: permissionScopeSchema,
  version: versionSchema.optional(),
});

export const organisationEndpoints = {
  listOrganisations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations',
    group: 'organisations',
    summary: 'Organisations of the signed-in user, with the user’s scope in each',
    permission: anyUser,
    response: z.array(organisationSchema),
  }),
  // Admin-only (spec §7 "POST create (admin)"): `organisationId` names the organisation whose admin
  // the caller is; the caller becomes the new organisation's first admin.
  createOrganisation: defineEndpoint({
    method: 'POST',
    path: '/api/v1/organisations',
    group: 'organisations',
    summary: 'Create an organisation (admins only); the creator becomes its admin',
    permission: { kind: 'admin' },
    body: z.strictObject({ organisationId: idSchema, name: nameSchema }),
    response: organisationSchema,
    successStatus: 201,
  }),
  listOrganisationUsers: defineEndpoint({
    method: 'GET',
    path: `${base}/users`,
    group: 'organisations',
    summary: 'Members of the organisation (settings/users), paged',
    permission: owner,
    params: organisationParams,
    query: z.strictObject(
      listQueryShape({ sortKeys: organisationUserSortKeys, filterKeys: organisationUserFilterKeys }),
    ),
    response: pagedSchema(organisationUserSchema),
  }),
  addOrganisationUser: defineEndpoint({
    method: 'POST',
    path: `${base}/users`,
    group: 'organisations',
    summary:
      'Add a person by email; unknown people get an identity with a temporary password (Cognito emails it; locally it is returned once)',
    permission: owner,
    params: organisationParams,
    body: z.strictObject({
      email: emailSchema,
      firstName: nameSchema,
      lastName: nameSchema,
      permissionScope: permissionScopeSchema,
    }),
    response: organisationUserSchema.extend({
      /** Only for a new identity in the local directory: shown once to the admin to hand over. */
      temporaryPassword: z.string().nullable(),
    }),
    successStatus: 201,
  }),
  // spec §7 `GET organisations/{organisationId}/users/{id}`: the users/{userId} page's one member.
  getOrganisationUser: defineEndpoint({
    method: 'GET',
    path: `${base}/users/{userId}`,
    group: 'organisations',
    summary: 'One member of the organisation (404 when not a member)',
    permission: owner,
    params: organisationUserParams,
    response: organisationUserSchema,
  }),
  // spec §7 `PUT organisations/{organisationId}/users/{id}` (user body): what an owner may change of a
  // member is the scope, so it saves as update-permissions does (same rules, same version check).
  updateOrganisationUser: defineEndpoint({
    method: 'PUT',
    path: `${base}/users/{userId}`,
    group: 'organisations',
    summary: 'Save a member: their organisation scope, with the version seen',
    permission: owner,
    params: organisationUserParams,
    body: memberScopeBody,
    response: organisationUserSchema,
  }),
  removeOrganisationUser: defineEndpoint({
    method: 'DELETE',
    path: `${base}/users/{userId}`,
    group: 'organisations',
    summary: 'Remove a member from the organisation (never the last admin)',
    permission: owner,
    params: organisationUserParams,
    response: z.object({ userId: z.string() }),
  }),
  updateOrganisationUserPermissions: defineEndpoint({
    method: 'PUT',
    path: `${base}/users/{userId}/update-permissions`,
    group: 'organisations',
    summary: 'Change a member’s organisation scope (only admins grant or change ADMIN)',
    permission: owner,
    params: organisationUserParams,
    body: memberScopeBody,
    response: organisationUserSchema,
  }),
  resetOrganisationUserPassword: defineEndpoint({
    method: 'POST',
    path: `${base}/users/{userId}/reset-password`,
    group: 'organisations',
    summary: 'Reset a member’s password (Cognito emails a code; locally a temporary password is returned)',
    permission: { kind: 'admin' },
    params: organisationUserParams,
    response: z.object({ userId: z.string(), temporaryPassword: z.string().nullable() }),
  }),
  // Makes every Lambda reload the member's rights (their cached claims are keyed by claimsVersion).
  deleteOrganisationUserCache: defineEndpoint({
    method: 'DELETE',
    path: `${base}/users/delete-cache/{userId}`,
    group: 'organisations',
    summary: 'Drop the cached rights of a member (bumps their claimsVersion; owners+)',
    permission: owner,
    params: organisationUserParams,
    response: z.object({ userId: z.string(), claimsVersion: z.number().int() }),
  }),
  getOrganisationHistory: defineEndpoint({
    method: 'GET',
    path: `${base}/history/{kind}/{entityId}`,
    group: 'organisations',
    summary: 'History of the organisation, a programme or a membership, newest first',
    permission: reader,
    params: z.strictObject({
      organisationId: idSchema,
      kind: z.string().min(1).max(40),
      entityId: idSchema,
    }),
    response: z.array(historyEntrySchema),
  }),
  exportOrganisationUsers: defineEndpoint({
    method: 'GET',
    path: `${base}/export-users`,
    group: 'exports',
    summary: 'The organisation’s members as .xlsx with the requested columns',
    permission: owner,
    params: organisationParams,
    query: z.strictObject({
      ...listQueryShape({ sortKeys: organisationUserSortKeys, filterKeys: organisationUserFilterKeys }),
      columns: columnsQuery(organisationUserExportColumns),
    }),
    response: downloadSchema,
    download: true,
  }),
};
