import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { impacts } from '@tandem/shared/impacts/impact';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { DynamoDbCallCounter } from '../bench/dynamodb-calls';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const { dynamoDb } = await import('@tandem/functions/data/client');
const { counterEntity } = await import('@tandem/functions/data/entities/counter');
const { impactEntity } = await import('@tandem/functions/data/entities/impact');
const { listPage } = await import('@tandem/functions/entity-kit/list');

// Issue 9: a kit list page in ref order answers totalItems from the active-items counter (one GetItem)
// and reads its rows with one Query of the ref index. A project of its own, so the counts are exact.
type CallId = keyof typeof impactEndpoints;
type Paged = { items: { id: string; refNumber: number }[]; totalItems: number; totalPages: number };
const run = `count${Date.now().toString(36)}`;
let projectId = '';

async function call(
  id: CallId,
  options: { params?: Record<string, string>; query?: string; body?: unknown } = {},
) {
  const endpoint = impactEndpoints[id];
  const path = buildPath(endpoint.path, { organisationId: f.organisationId, projectId, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const payload = <T>(response: ApiResponse) => {
  expect(response.status, response.json.message).toBeLessThan(300);
  return response.json.payload as T;
};
const page = async (query: string) => payload<Paged>(await call('listImpacts', { query }));

describe('the active-items counter of a kit list', () => {
  it('totalItems equals the active items after creates, add-multiple, delete and delete-range', async () => {
    const project = await api('POST', `/api/v1/organisations/${f.organisationId}/projects`, {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: `${run} counted` }),
    });
    projectId = payload<{ id: string }>(project).id;
    const made = [
      payload<{ id: string }>(await call('createImpact', { body: { name: `${run} one` } })),
      ...payload<{ id: string }[]>(
        await call('addMultipleImpacts', {
          body: { impacts: [1, 2, 3, 4].map((n) => ({ name: `${run} ${n}` })) },
        }),
      ),
    ];
    const first = await page('page=3&pageSize=2&sorts=refNumber');
    expect(first).toMatchObject({ totalItems: 5, totalPages: 3 });
    expect(first.items.map((item) => item.refNumber)).toEqual([5]);
    expect((await page('page=1&pageSize=2&sorts=-refNumber')).items.map((item) => item.refNumber)).toEqual([
      5, 4,
    ]);

    await call('deleteImpact', { params: { impactId: made[0]!.id } });
    await call('deleteImpactRange', { body: { impactIds: [made[1]!.id, made[2]!.id] } });
    // Deleting an item already deleted does not count it twice.
    await call('deleteImpactRange', { body: { impactIds: [made[1]!.id] } });
    const after = await page('page=1&pageSize=10&sorts=refNumber');
    expect(after.totalItems).toBe(2);
    expect(after.items.map((item) => item.id)).toEqual([made[3]!.id, made[4]!.id]);
    // The whole-range path (a filter) counts the same items.
    expect(
      (await page(`page=1&pageSize=10&filters=${encodeURIComponent(`name-sw-${run}`)}`)).totalItems,
    ).toBe(2);
    expect(payload(await call('getImpactsTotalCount'))).toEqual({ totalCount: 2 });
  });

  it('a missing counter heals itself from the items, and a page is one Query of rows plus GetItems', async () => {
    const scope = { organisationId: f.organisationId, projectId };
    await counterEntity.delete({ ...scope, kind: 'impact#active' }).go();
    expect((await page('page=1&pageSize=10&sorts=refNumber')).totalItems).toBe(2);
    const { data: healed } = await counterEntity.get({ ...scope, kind: 'impact#active' }).go();
    expect(healed).toMatchObject({ value: 2, counted: true });

    const counter = new DynamoDbCallCounter(dynamoDb);
    counter.active = true;
    const store = { declaration: impacts.declaration, schemas: impacts.schemas, entity: impactEntity };
    const listed = await listPage(store as never, scope, { page: 1, pageSize: 10, sorts: 'refNumber' });
    counter.active = false;
    expect(listed.totalItems).toBe(2);
    // The project and the counter by key; the rows from one Query of the ref index, and (impacts carry
    // tags) one Query of the project's tag associations. No read of the impacts' whole range.
    expect(counter.perRequest(1)).toEqual({ Query: 2, GetItem: 2 });
  });
});
