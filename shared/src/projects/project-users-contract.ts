import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { projectEndpoints } from './contract';
import { projectPermissionSchema } from './schemas';

const managePermissions = { kind: 'project', area: 'project', access: 'managePermissions' } as const;
const params = z.strictObject({ organisationId: idSchema, projectId: idSchema });

/** A team member with the rights they hold on the project and where the rights come from. */
export const projectTeamUserAuthorisationSchema = projectPermissionSchema.extend({
  /** ProjectFlag bits given by the member's organisation scope alone. */
  organisationFlags: z.number().int(),
  /** ProjectFlag bits given on this project explicitly. */
  projectFlags: z.number().int(),
});

/**
 * Spec §7 projects: `{id}/projectUsers` and the team users' `project-team-user-authorisation`. The first
 * is the people who can see the project (the same answer and rights as `project-team-users-simple`);
 * the second is each of them with their effective rights (flags), for whoever manages permissions.
 */
export const projectUserEndpoints = {
  listProjectUsers: {
    ...projectEndpoints.listProjectTeamUsers,
    path: '/api/v1/organisations/{organisationId}/projects/{projectId}/projectUsers',
    summary: `${projectEndpoints.listProjectTeamUsers.summary} (spec path projectUsers)`,
  },
  listProjectTeamUserAuthorisation: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/projects/{projectId}/project-team-user-authorisation',
    group: 'projects',
    summary: 'Everyone who can see the project, with their effective rights on it and where they come from',
    permission: managePermissions,
    params,
    response: z.array(projectTeamUserAuthorisationSchema),
  }),
};
