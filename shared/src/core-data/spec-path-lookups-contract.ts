import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import * as z from 'zod';
import { coreDataEndpoints, coreDataNamesView, industrySchema, kindEndpoints } from './contract';

const organisationBase = '/api/v1/organisations/{organisationId}';

/**
 * Spec §7 lists the organisation's lookups at `organisations/{id}/<kind>`; they are served under
 * `core-data/<kind>` (the Core data pages). The same calls answer at the spec's paths too: same rights,
 * same query and answer, one implementation.
 */
const atSpecPath = <E extends { path: string; summary: string }>(endpoint: E, segment: string) => ({
  ...endpoint,
  path: `${organisationBase}/${segment}`,
  summary: `${endpoint.summary} (spec path)`,
});

export const specPathLookupEndpoints = {
  listBusinessAreasOfOrganisation: atSpecPath(kindEndpoints('businessArea').list, 'business-areas'),
  listLocationsOfOrganisation: atSpecPath(kindEndpoints('location').list, 'locations'),
  listRolesOfOrganisation: atSpecPath(kindEndpoints('role').list, 'roles'),
  listStakeholdersOfOrganisation: atSpecPath(kindEndpoints('stakeholder').list, 'stakeholders'),
  // The industries list is one fixed list; here any member of the organisation may read it.
  listIndustriesOfOrganisation: defineEndpoint({
    method: 'GET',
    path: `${organisationBase}/industries`,
    group: 'coreData',
    summary: `${coreDataEndpoints.listIndustries.summary} (spec path)`,
    permission: coreDataNamesView,
    params: z.strictObject({ organisationId: idSchema }),
    response: z.array(industrySchema),
  }),
};
