import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@tandem/shared/contract/endpoints';
import { specPathLookupEndpoints } from '@tandem/shared/core-data/spec-path-lookups-contract';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const organisationId = f.organisationId;
const get = async (path: string, as: string) => api('GET', path, { headers: await bearer(as as never) });
const pathOf = (id: keyof typeof endpoints) => buildPath(endpoints[id].path, { organisationId });

// Each lookup at the spec's path beside the call that serves it under core-data/.
const pairs = [
  ['listBusinessAreasOfOrganisation', 'listBusinessAreas', 'business-areas'],
  ['listLocationsOfOrganisation', 'listLocations', 'locations'],
  ['listRolesOfOrganisation', 'listRoles', 'roles'],
  ['listStakeholdersOfOrganisation', 'listOrganisationStakeholders', 'stakeholders'],
] as const;

describe("the organisation's lookups at the spec's paths (issue 32 item 1)", () => {
  it.each(pairs)('%s answers what %s answers, at organisations/{id}/%s', async (id, served, segment) => {
    expect(specPathLookupEndpoints[id].path).toBe(`/api/v1/organisations/{organisationId}/${segment}`);
    const query = '?page=1&pageSize=3&sorts=-createdAt';
    const atSpec = await get(`${pathOf(id)}${query}`, 'contributor');
    const atCoreData = await get(`${pathOf(served)}${query}`, 'contributor');
    expect(atSpec.status).toBe(200);
    expect(atSpec.json.payload).toEqual(atCoreData.json.payload);
    expect((atSpec.json.payload as { totalItems: number }).totalItems).toBeGreaterThan(0);
    // Same rights as the Core data pages: a reader is refused, and so is another organisation's admin.
    expect((await get(pathOf(id), 'reader')).status).toBe(403);
    const outsider = await get(pathOf(id), 'outsider');
    expect(outsider.status).toBe(404);
    expect(outsider.json.payload).toBeNull();
    const badQuery = await get(`${pathOf(id)}?sorts=nope`, 'contributor');
    expect(badQuery.status).toBe(400);
  });

  it('industries at organisations/{id}/industries: the fixed list, for members only', async () => {
    const atSpec = await get(pathOf('listIndustriesOfOrganisation'), 'reader');
    expect(atSpec.status).toBe(200);
    const fixed = await get(endpoints.listIndustries.path, 'reader');
    expect(atSpec.json.payload).toEqual(fixed.json.payload);
    expect((atSpec.json.payload as unknown[]).length).toBeGreaterThan(5);
    expect((await get(pathOf('listIndustriesOfOrganisation'), 'outsider')).status).toBe(404);
  });
});
