import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { projectSliceSchema } from '../dashboard/schemas';
import { organisationUserSchema } from '../organisations/schemas';
import { OrgScope } from '../permissions/org-scope';
import { myProjectSchema } from './schemas';

const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;
/** `{userId}` is the caller's own id or `me`, as on the dashboard calls under users/{userId}. */
const userParams = z.strictObject({ userId: idSchema });
const organisationQuery = z.strictObject({ organisationId: idSchema });

/** The user's rights in one organisation, spelled out (the compact `x-permissions` entry in words). */
export const organisationUserPermissionsSchema = z.object({
  organisationId: z.string(),
  userId: z.string(),
  /** OrgScope number. */
  permissionScope: z.number().int(),
  /** ProjectFlag bits every project of the organisation gives the user. */
  allProjectFlags: z.number().int(),
  programmeEditIds: z.array(z.string()),
  programmeOwnerIds: z.array(z.string()),
  /** ProjectFlag bits granted on single projects. */
  projects: z.array(z.object({ projectId: z.string(), flags: z.number().int() })),
});

/** Spec §7 user service calls not served before issue 32 (served by the users group). */
export const userSpecPathEndpoints = {
  listAllActiveUsers: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/all-active',
    group: 'users',
    summary: 'Members of the organisation with access to it (scope above no access), by name',
    permission: owner,
    query: organisationQuery,
    response: z.array(organisationUserSchema),
  }),
  getUserTeamProjects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/team-projects',
    group: 'users',
    summary: 'Active projects the user is on the team of (rights granted on the project), by name',
    permission: anyUser,
    params: userParams,
    query: organisationQuery,
    response: z.array(myProjectSchema.extend({ flags: z.number().int() })),
  }),
  getUserOrganisationPermissions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/organisation-user-permissions',
    group: 'users',
    summary: "The user's rights in an organisation: scope, programme claims and project flags",
    permission: anyUser,
    params: userParams,
    query: organisationQuery,
    response: organisationUserPermissionsSchema,
  }),
  getAssignedProjectsWithStakeholders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/{userId}/assigned-projects-with-stakeholders',
    group: 'users',
    summary: 'Projects of the stakeholder relationships the user owns, with how many, as pie slices',
    permission: anyUser,
    params: userParams,
    query: organisationQuery,
    response: z.array(projectSliceSchema),
  }),
};
