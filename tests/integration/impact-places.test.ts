import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { demoItemsOf } from '@tandem/infra/local/src/seed/core-data-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type Choice = { id: string; name: string };
const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
const areas = demoItemsOf('a', 'businessArea');
const places = demoItemsOf('a', 'location');
const otherOrganisationArea = demoItemsOf('b', 'businessArea')[0]!.id;

async function call(
  id: keyof typeof impactEndpoints,
  options: { params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = impactEndpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function freshImpact(body: Record<string, unknown> = {}) {
  const response = await call('createImpact', { body: { name: `places ${Date.now()}`, ...body } });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as { id: string; version: number; businessAreas: string[] };
}
const ids = (response: ApiResponse) => (response.json.payload as Choice[]).map((one) => one.id).sort();

describe('an impact’s business areas and locations (spec §7)', () => {
  it('create and update take the ids; an id of another organisation or a repeat is a 400 naming the field', async () => {
    const impact = await freshImpact({ businessAreas: [areas[0]!.id], locations: [places[1]!.id] });
    expect(impact.businessAreas).toEqual([areas[0]!.id]);
    const foreign = await call('createImpact', {
      body: { name: 'x', businessAreas: [otherOrganisationArea] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toContain('body.businessAreas');
    const repeated = await call('createImpact', {
      body: { name: 'x', locations: [places[0]!.id, places[0]!.id] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.json.message).toContain('body.locations');
  });

  it('list, add, replace and remove answer the names; history records each change', async () => {
    const impact = await freshImpact();
    const params = { impactId: impact.id };
    expect((await call('listImpactBusinessAreas', { params })).json.payload).toEqual([]);
    const added = await call('addImpactBusinessArea', { params, body: { businessAreaId: areas[1]!.id } });
    expect(added.json.payload).toEqual([{ id: areas[1]!.id, name: areas[1]!.name }]);
    const replaced = await call('setImpactBusinessAreas', {
      params,
      body: { businessAreaIds: [areas[2]!.id, areas[3]!.id] },
    });
    expect(ids(replaced)).toEqual([areas[2]!.id, areas[3]!.id].sort());
    const removed = await call('removeImpactBusinessArea', {
      params: { ...params, businessAreaId: areas[2]!.id },
    });
    expect(ids(removed)).toEqual([areas[3]!.id]);
    const unselected = await call('listUnselectedBusinessAreas', { query: `impactId=${impact.id}` });
    // Every other business area (other tests add areas meanwhile: the seeded ones are checked).
    expect(ids(unselected)).toEqual(
      expect.arrayContaining(areas.filter((area) => area.id !== areas[3]!.id).map((a) => a.id)),
    );
    expect(ids(unselected)).not.toContain(areas[3]!.id);
    const history = (await call('getImpactHistory', { params })).json.payload as { field: string | null }[];
    expect(history.filter((entry) => entry.field === 'businessAreas')).toHaveLength(3);
    const foreign = await call('addImpactBusinessArea', {
      params,
      body: { businessAreaId: otherOrganisationArea },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toContain('body.businessAreaId');
  });

  it('add-bulk adds locations to several impacts, skipping those that have them', async () => {
    const first = await freshImpact({ locations: [places[0]!.id] });
    const second = await freshImpact();
    const response = await call('addBulkLocationsToImpacts', {
      body: { locations: [places[0]!.id], impactIds: [first.id, second.id] },
    });
    expect(response.status, response.json.message).toBe(200);
    expect(response.json.payload).toEqual({
      updated: [second.id],
      skipped: [{ id: first.id, reason: 'already-there' }],
    });
    expect(ids(await call('listImpactLocations', { params: { impactId: second.id } }))).toEqual([
      places[0]!.id,
    ]);
    const missing = await call('listUnselectedLocations', {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toContain('query.impactId');
  });
});

describe('issue 28 item 23: the impacts grid filters on every column it shows', () => {
  it('business areas, locations and impact types filter "has any of"; dates compare, empty dates never match', async () => {
    const run = `filter ${Date.now()}`;
    const one = await freshImpact({
      name: `${run} one`,
      businessAreas: [areas[0]!.id, areas[1]!.id],
      locations: [places[0]!.id],
      impactTypes: [1, 3],
      startDate: '2031-02-01',
    });
    const two = await freshImpact({
      name: `${run} two`,
      businessAreas: [areas[1]!.id],
      locations: [places[1]!.id],
      impactTypes: [2],
      startDate: '2031-05-01',
    });
    const three = await freshImpact({ name: `${run} three` });
    const listed = async (filters: string) => {
      const response = await call('listImpacts', {
        query: `page=1&pageSize=500&filters=${encodeURIComponent(`name-ct-${run},${filters}`)}`,
      });
      expect(response.status, response.json.message).toBe(200);
      return (response.json.payload as { items: { id: string }[] }).items.map((item) => item.id).sort();
    };
    expect(await listed(`businessAreas-eq-${areas[0]!.id}`)).toEqual([one.id]);
    expect(await listed(`businessAreas-eq-${areas[1]!.id}`)).toEqual([one.id, two.id].sort());
    expect(await listed(`locations-eq-${places[1]!.id}|${places[0]!.id}`)).toEqual([one.id, two.id].sort());
    expect(await listed('impactTypes-eq-3')).toEqual([one.id]);
    expect(await listed('impactTypes-eq-2|3')).toEqual([one.id, two.id].sort());
    expect(await listed('startDate-gt-2031-03-01')).toEqual([two.id]);
    expect(await listed('startDate-lt-2031-03-01')).toEqual([one.id]);
    expect(await listed('startDate-eq-2031-01-01_2031-12-31')).toEqual([one.id, two.id].sort());
    expect(three.id).toBeTruthy();
  });
});
