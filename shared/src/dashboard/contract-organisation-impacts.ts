import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import { impactFiguresSchema } from './people-schemas';

/** The organisation dashboard's impacts summary: the figures and one row per project. */
export const organisationImpactsSchema = impactFiguresSchema.extend({
  programmeId: z.string().nullable(),
  projects: z.array(
    impactFiguresSchema.extend({
      projectId: z.string(),
      projectName: z.string(),
      programmeName: z.string().nullable(),
    }),
  ),
});

/** The organisation dashboard's impacts summary (spec §7 organisations `{id}/impacts?programmeId`). */
export const organisationImpactsEndpoints = {
  getOrganisationImpacts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/impacts',
    group: 'organisations',
    summary:
      'Figures of the active impacts the caller may view in the organisation, optionally one programme',
    permission: { kind: 'organisation', minimumScope: OrgScope.READER },
    params: z.strictObject({ organisationId: idSchema }),
    query: z.strictObject({ programmeId: idSchema.optional() }),
    response: organisationImpactsSchema,
  }),
};
