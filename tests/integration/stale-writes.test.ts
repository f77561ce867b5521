import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { coreDataEndpoints, coreDataEndpointId } from '@tandem/shared/core-data/contract';
import { customFieldEndpoints } from '@tandem/shared/custom-fields/contract';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { staleVersionConflictSchema } from '@tandem/shared/entity-kit/schemas';
import { ServerErrorCode } from '@tandem/shared/core/error-codes';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { api, type ApiResponse } from './api';
import { createItem } from './core-data-fixtures';
import { bearer } from './sessions';

// Issue 9: every stale write of the API answers the one declared 409 (`staleVersionConflictSchema`),
// naming the change that won when the target keeps history. Fresh items only: nothing seeded changes.
const organisationId = demoOrganisations.a.organisationId;
const base = `/api/v1/organisations/${organisationId}`;
const run = `stale${Date.now().toString(36)}`;

const call = async (method: string, path: string, body?: unknown, user = 'owner') =>
  api(method, path, {
    headers: await bearer(user),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The declared 409: status, VERSION_CONFLICT, payload parsed by the contract's schema. */
function expectStale(response: ApiResponse) {
  expect(response.status).toBe(409);
  expect((response.json as { code?: number }).code).toBe(ServerErrorCode.VERSION_CONFLICT);
  return staleVersionConflictSchema.parse(response.json.payload);
}

describe('a stale write answers the one 409 shape', () => {
  it('a settings list: reason and the change that won (the list is history of its project)', async () => {
    const project = (await call('POST', `${base}/projects`, { name: `${run} lists` })).json.payload as {
      id: string;
    };
    const path = `${base}/projects/${project.id}/milestones`;
    const items = [{ name: 'Go live', deadline: '2027-03-01', milestoneType: 1 }];
    expect((await call('PUT', path, { items, version: 0 })).status).toBe(200);
    const conflict = expectStale(await call('PUT', path, { items: [], version: 0 }));
    expect(conflict.reason).toBe('stale-version');
    expect(conflict.latest).toMatchObject({ field: 'milestones', action: 'update', version: 1 });
    expect((await call('GET', path)).json.payload).toMatchObject({
      version: 1,
      items: [{ name: 'Go live' }],
    });
  });

  it('a core data item: reason and the field that changed, who and at which version', async () => {
    const item = await createItem('location');
    const update = coreDataEndpoints[coreDataEndpointId('location', 'update')];
    const path = buildPath(update.path, { organisationId, itemId: item.id });
    // Every other field as it is, so the winning change is the city alone (history keeps one item per field).
    const { name, streetAddress, country, latitude, longitude } = item;
    const unchanged = { name, streetAddress, country, latitude, longitude };
    const first = await call('PUT', path, { ...unchanged, city: 'First', version: 1 }, 'admin');
    expect(first.status).toBe(200);
    const conflict = expectStale(
      await call('PUT', path, { ...unchanged, city: 'Second', version: 1 }, 'admin'),
    );
    expect(conflict.latest).toMatchObject({ field: 'city', action: 'update', version: 2 });
    expect(conflict.latest?.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a custom field: reason and the rename that won', async () => {
    const path = buildPath(customFieldEndpoints.createCustomField.path, { organisationId });
    const created = await call('POST', path, {
      name: `${run} field`,
      type: CustomFieldType.INT,
      entityKinds: ['benefit'],
    });
    expect(created.status).toBe(201);
    const field = created.json.payload as { id: string; version: number };
    const one = `${path}/${field.id}`;
    try {
      const renamed = await call('PUT', one, { name: `${run} renamed`, version: field.version });
      expect(renamed.json.payload).toMatchObject({ name: `${run} renamed`, version: field.version + 1 });
      const conflict = expectStale(await call('PUT', one, { name: `${run} lost`, version: field.version }));
      expect(conflict.latest).toMatchObject({ field: 'name', version: field.version + 1 });
    } finally {
      await call('DELETE', one);
    }
  });

  it('organisation settings (a version check before the write): the same declared shape', async () => {
    const path = `${base}/visualisation-settings`;
    const current = (await call('GET', path)).json.payload as Record<string, number>;
    const conflict = expectStale(await call('PUT', path, { ...current, version: current.version! + 5 }));
    expect(conflict.reason).toBe('stale-version');
  });
});
