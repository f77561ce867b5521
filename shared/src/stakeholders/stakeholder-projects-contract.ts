import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';

/** One project a person of the organisation is a stakeholder in, with how they stand there. */
export const stakeholderProjectSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  projectStakeholderId: z.string(),
  role: z.string(),
  influence: z.number().int(),
  impact: z.number().int(),
  sentiment: z.number().int(),
  commitment: z.number().int(),
  receptiveness: z.number().int(),
  isKeyStakeholder: z.boolean(),
  isChangeNetwork: z.boolean(),
});
export type StakeholderProject = z.infer<typeof stakeholderProjectSchema>;

/**
 * Their generated endpoints (all in the projects group, under `/projects/{projectId}/…`), and the
 * organisation page of one person (spec §2 `stakeholders/{stakeholderId}`, §7 Organisations
 * `{id}/stakeholders`): the projects they are in, only those the caller may see the stakeholders of.
 */
/**
 * The organisation page of one person (spec §2 `stakeholders/{stakeholderId}`, §7 Organisations
 * `{id}/stakeholders`): the projects they are in, only those whose stakeholders the caller may see.
 * Its own file, so the organisations Lambda does not build the kit entities' schemas.
 */
export const stakeholderProjectsEndpoints = {
  listStakeholderProjects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/stakeholders/{stakeholderId}/projects',
    group: 'organisations',
    summary: 'The projects a person of the organisation is a stakeholder in (those the caller may view)',
    permission: { kind: 'organisation', minimumScope: OrgScope.READER },
    params: z.strictObject({ organisationId: idSchema, stakeholderId: idSchema }),
    response: z.array(stakeholderProjectSchema),
  }),
};
