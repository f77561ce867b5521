import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { linkedItemSchema } from '../entity-kit/links';
import { idSchema } from '../core/id-schema';
import { impacts } from './impact';

const base = '/api/v1/organisations/{organisationId}/projects/{projectId}/impacts';
const group = 'impacts';
const view = { kind: 'project', area: 'impact', access: 'view' } as const;
const projectParams = z.strictObject({ organisationId: idSchema, projectId: idSchema });
const impactParams = projectParams.extend({ impactId: idSchema });
const links = z.array(linkedItemSchema);

/** The most impacts `get-stakeholder-emails` takes at once (the bulk limit). */
export const IMPACT_EMAILS_MAX = impacts.declaration.limits.bulk;

/** The hand-written impacts calls of spec §7 beside the kit's (one implementation each, in the impacts group). */
export const impactCallEndpoints = {
  getImpactDetailed: defineEndpoint({
    method: 'GET',
    path: `${base}/{impactId}/detailed`,
    group,
    summary:
      'One impact with everything linked to it: actions, groups, stakeholders, audiences, processes, milestones',
    permission: view,
    params: impactParams,
    response: impacts.schemas.item.extend({
      actions: links,
      impactGroups: links,
      projectStakeholders: links,
      audiences: links,
      projectProcesses: links,
      milestones: links,
    }),
  }),
  getImpactImpactTypes: defineEndpoint({
    method: 'GET',
    path: `${base}/{impactId}/impact-types`,
    group,
    summary: "The impact's types (people, process, technology) with their labels",
    permission: view,
    params: impactParams,
    response: z.array(z.object({ value: z.number().int(), label: z.string() })),
  }),
  listProjectImpactCreators: defineEndpoint({
    method: 'GET',
    path: `${base}/project-impact-creators`,
    group,
    summary: "The people who created the project's active impacts, by name",
    permission: view,
    params: projectParams,
    response: z.array(z.object({ userId: z.string(), name: z.string() })),
  }),
  getImpactStakeholderEmails: defineEndpoint({
    method: 'GET',
    path: `${base}/get-stakeholder-emails`,
    group,
    summary: 'E-mail addresses of the project stakeholders linked to the given impacts (?impactIds=a,b)',
    // It answers linked stakeholders: the right to view them too (issue 36).
    permission: { ...view, alsoArea: 'stakeholder' },
    params: projectParams,
    query: z.strictObject({
      impactIds: z
        .string()
        .max(IMPACT_EMAILS_MAX * 40)
        .refine((text) => {
          const ids = text.split(',');
          return ids.length <= IMPACT_EMAILS_MAX && ids.every((id) => idSchema.safeParse(id.trim()).success);
        }, `must be at most ${IMPACT_EMAILS_MAX} comma-separated impact ids`),
    }),
    response: z.array(z.string()),
  }),
};
