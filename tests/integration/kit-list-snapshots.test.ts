import { describe, expect, it } from 'vitest';
import { impacts } from '@tandem/shared/impacts/impact';
import { demoOrganisations, demoProjects } from '@tandem/infra/local/src/seed/demo-data';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { dynamoDb } = await import('@tandem/functions/data/client');
const { impactEntity } = await import('@tandem/functions/data/entities/impact');
const { listPage, clearListingSnapshots } = await import('@tandem/functions/entity-kit/list');
const { isTagged } = await import('@tandem/functions/entity-kit/tags');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

const store = { declaration: impacts.declaration, schemas: impacts.schemas, entity: impactEntity };
const projectOf = (organisation: 'a' | 'b') => {
  const project = demoProjects.find((one) => one.organisation === organisation)!;
  return { organisationId: demoOrganisations[organisation].organisationId, projectId: project.projectId };
};
const names = (page: { items: unknown[] }) => (page.items as { name: string }[]).map((item) => item.name);
const run = `kls${Date.now().toString(36)}`;
const counter = new DynamoDbCallCounter(dynamoDb);

/** The DynamoDB commands one `listPage` call sends. */
async function counted<T>(read: () => Promise<T>) {
  counter.reset();
  counter.active = true;
  try {
    return { result: await read(), calls: counter.perRequest(1) };
  } finally {
    counter.active = false;
  }
}

/** Active impacts written straight through the kit's ElectroDB entity (refs past the seeded ones). */
async function putImpacts(scope: { organisationId: string; projectId: string }, names: string[], level = 5) {
  const items = names.map((name, index) => ({
    ...scope,
    itemId: crypto.randomUUID(),
    refNumber: 900_000 + Math.floor(Math.random() * 90_000) + index,
    name,
    impactLevel: level,
    lifecycleStatus: 'active',
    createdBy: 'system:test',
  }));
  await impactEntity.put(items as never).go();
  return items;
}

const sortedBy = `name-sw-${run}`;

describe("the kit's sorted list snapshot", () => {
  it('serves page 2 of a sorted list from the snapshot (no Query of the range), page 1 reads afresh', async () => {
    clearListingSnapshots();
    const scope = projectOf('a');
    await putImpacts(
      scope,
      Array.from({ length: 5 }, (_, index) => `${run} ${index}`),
    );
    const params = { page: 1, pageSize: 2, sorts: '-name', filters: sortedBy };
    const first = await counted(() => listPage(store, scope, params));
    expect(first.result.totalItems).toBe(5);
    expect(first.calls.Query).toBeGreaterThanOrEqual(2);
    expect(names(first.result)).toEqual([`${run} 4`, `${run} 3`]);

    const second = await counted(() => listPage(store, scope, { ...params, page: 2 }));
    expect(names(second.result)).toEqual([`${run} 2`, `${run} 1`]);
    // The project check (GetItem), the page's items (BatchGet) and the page's tags; no Query of impacts.
    expect(second.calls.BatchGetItem).toBe(1);
    // The one Query left is the project's tag ids (impacts are tagged), never the impacts' range.
    expect(isTagged(store)).toBe(true);
    expect(second.calls.Query).toBe(1);

    // A new impact shows on page 1 at once (page 1 always reads afresh), and refreshes the snapshot.
    const [added] = await putImpacts(scope, [`${run} 9`]);
    const again = await listPage(store, scope, params);
    expect(again.totalItems).toBe(6);
    expect(again.items[0]).toMatchObject({ id: added!.itemId, name: `${run} 9` });
    const next = await listPage(store, scope, { ...params, page: 2 });
    expect(names(next)).toEqual([`${run} 3`, `${run} 2`]);
  });

  it("never hands one organisation's snapshot to another (same sorts and filters)", async () => {
    clearListingSnapshots();
    const [a, b] = [projectOf('a'), projectOf('b')];
    await putImpacts(a, [`${run}x A1`, `${run}x A2`, `${run}x A3`]);
    await putImpacts(b, [`${run}x B1`, `${run}x B2`, `${run}x B3`]);
    const params = { page: 1, pageSize: 2, sorts: 'name', filters: `name-sw-${run}x` };
    const pageA1 = await listPage(store, a, params);
    const pageB1 = await listPage(store, b, params);
    const pageA2 = await listPage(store, a, { ...params, page: 2 });
    const pageB2 = await listPage(store, b, { ...params, page: 2 });
    expect([...names(pageA1), ...names(pageA2)]).toEqual([`${run}x A1`, `${run}x A2`, `${run}x A3`]);
    expect([...names(pageB1), ...names(pageB2)]).toEqual([`${run}x B1`, `${run}x B2`, `${run}x B3`]);
    for (const item of [...pageA1.items, ...pageA2.items]) expect(item.organisationId).toBe(a.organisationId);
    for (const item of [...pageB1.items, ...pageB2.items]) expect(item.organisationId).toBe(b.organisationId);
    // A project of one organisation asked for under another's id is a 404, snapshot or not.
    await expect(
      listPage(store, { ...b, organisationId: a.organisationId }, { ...params, page: 2 }),
    ).rejects.toThrow();
  });
});
