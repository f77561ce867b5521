import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { demoItemsOf } from '@tandem/infra/local/src/seed/core-data-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type Impact = { id: string; version: number; impactTypes?: number[]; businessAreas?: string[] };
const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
const areas = demoItemsOf('a', 'businessArea');
const otherOrganisationArea = demoItemsOf('b', 'businessArea')[0]!.id;

async function call(
  id: keyof typeof impactEndpoints,
  options: { params?: Record<string, string>; query?: string; body?: unknown; as?: string } = {},
): Promise<ApiResponse> {
  const endpoint = impactEndpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function freshImpact() {
  const response = await call('createImpact', { body: { name: `grid lists ${Date.now()}` } });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as Impact;
}
const putField = (impact: Impact, fieldName: string, body: Record<string, unknown>) =>
  call('updateImpactField', { params: { impactId: impact.id, fieldName }, body });

describe('the grid’s pill editors write a field of several values whole (PUT /{id}/{fieldName})', () => {
  it('impact types take the numbers list, business areas the ids list; the answer is the saved item', async () => {
    const impact = await freshImpact();
    const types = await putField(impact, 'impactTypes', { numbers: [1, 3], version: impact.version });
    expect(types.status, types.json.message).toBe(200);
    const typed = types.json.payload as Impact;
    expect(typed.impactTypes).toEqual([1, 3]);
    expect(typed.version).toBe(impact.version + 1);

    const chosen = [areas[0]!.id, areas[1]!.id];
    const placed = await putField(typed, 'businessAreas', { ids: chosen, version: typed.version });
    expect(placed.status, placed.json.message).toBe(200);
    expect((placed.json.payload as Impact).businessAreas).toEqual(chosen);
    // The same field through its own list call (what the detail page reads) agrees.
    const listed = await call('listImpactBusinessAreas', { params: { impactId: impact.id } });
    expect((listed.json.payload as { id: string }[]).map((area) => area.id).sort()).toEqual(
      [...chosen].sort(),
    );
  });

  it('a wrong list is a 400 naming the payload; a stale version a 409; a reader may not write', async () => {
    const impact = await freshImpact();
    const foreign = await putField(impact, 'businessAreas', {
      ids: [otherOrganisationArea],
      version: impact.version,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toContain('body.ids');
    const unknownType = await putField(impact, 'impactTypes', { numbers: [99], version: impact.version });
    expect(unknownType.status).toBe(400);
    expect(unknownType.json.message).toContain('body.numbers');
    // A single value where the list is wanted names the missing list.
    const single = await putField(impact, 'impactTypes', { number: 1, version: impact.version });
    expect(single.status).toBe(400);
    expect(single.json.message).toContain('body.numbers');
    const stale = await putField(impact, 'impactTypes', { numbers: [2], version: impact.version + 5 });
    expect(stale.status).toBe(409);
    const saved = await putField(impact, 'impactTypes', { numbers: [2], version: impact.version });
    expect(saved.status, saved.json.message).toBe(200);
    const refused = await call('updateImpactField', {
      as: 'reader',
      params: { impactId: impact.id, fieldName: 'impactTypes' },
      body: { numbers: [1], version: impact.version + 1 },
    });
    expect(refused.status).toBe(403);
  });
});
