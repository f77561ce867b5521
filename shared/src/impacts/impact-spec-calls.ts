import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { impacts } from './impact';

const projectBase = '/api/v1/organisations/{organisationId}/projects/{projectId}';
const view = { kind: 'project', area: 'impact', access: 'view' } as const;
const params = z.strictObject({ organisationId: idSchema, projectId: idSchema });
const count = z.number().int().nonnegative();

/** The most impacts `POST grid-data` answers at once (the bulk limit). */
export const IMPACT_GRID_IDS_MAX = impacts.declaration.limits.bulk;

/** One impact group with the number of active impacts in it. */
export const impactGroupCountSchema = z.object({
  impactGroupId: z.string(),
  refNumber: z.number().int(),
  name: z.string(),
  count,
});

/**
 * Impacts' spec §7 calls the kit does not generate: `POST impacts/grid-data` (the grid rows of the
 * impacts named, after a bulk change) and projects' `{id}/impacts-impact-group/count`. Served by impacts.
 */
export const impactSpecCallEndpoints = {
  getImpactsGridDataByIds: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/impacts/grid-data`,
    group: 'impacts',
    summary: 'The grid rows of the named active impacts, in the order named',
    permission: view,
    params,
    body: z.strictObject({
      impactIds: z.array(idSchema).min(1).max(IMPACT_GRID_IDS_MAX),
    }),
    response: impacts.endpoints.getImpactsGridData.response,
  }),
  countImpactsByImpactGroup: defineEndpoint({
    method: 'GET',
    path: `${projectBase}/impacts-impact-group/count`,
    group: 'impacts',
    summary: 'Active impacts per impact group of the project, and how many are in a group or in none',
    permission: view,
    params,
    response: z.object({
      impactGroups: z.array(impactGroupCountSchema),
      grouped: count,
      ungrouped: count,
    }),
  }),
};
