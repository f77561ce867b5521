import { beforeAll, describe, expect, it } from 'vitest';
import { impacts } from '@tandem/shared/impacts/impact';
import { ImpactType } from '@tandem/shared/impacts/impact-type';
import { audiences } from '@tandem/shared/audiences/audience';
import { AudienceSize } from '@tandem/shared/audiences/audience-size';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { dynamoDb } = await import('@tandem/functions/data/client');
const { counterEntity } = await import('@tandem/functions/data/entities/counter');
const { impactEntity } = await import('@tandem/functions/data/entities/impact');
const { audienceEntity } = await import('@tandem/functions/data/entities/stakeholder-entities');
const { projectStakeholderItemEntity } =
  await import('@tandem/functions/data/entities/project-stakeholder-item');
const { listPage, gridData, clearListingSnapshots } = await import('@tandem/functions/entity-kit/list');
const { projectItems } = await import('@tandem/functions/entity-kit/store');
const { projectedItems, idSegments } = await import('@tandem/functions/entity-kit/listing-rows');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

// Issue 9 item 6 step 4 / issue 12: page 1 of a sorted or filtered kit list reads only the attributes
// its sorts and filters need (parallel segments of the range), then BatchGets the page's items. The
// oracle is `gridData`, which still reads every full item and sorts them: a page must be its slice.
const run = `klp${Date.now().toString(36)}`;
const impactStore = { declaration: impacts.declaration, schemas: impacts.schemas, entity: impactEntity };
const audienceStore = {
  declaration: audiences.declaration,
  schemas: audiences.schemas,
  entity: audienceEntity,
};
const stakeholderStore = {
  declaration: projectStakeholders.declaration,
  schemas: projectStakeholders.schemas,
  entity: projectStakeholderItemEntity,
};
type Store = typeof impactStore | typeof audienceStore | typeof stakeholderStore;
const fieldId = `${run}field`;
const custom = customFieldKey(fieldId);
let scope = { organisationId: f.organisationId, projectId: '' };

const counter = new DynamoDbCallCounter(dynamoDb);
/** The Query inputs the data layer sends while counting (the real client's own middleware). */
const queries: { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }[] = [];
dynamoDb.middlewareStack.add(
  (next, context) => async (args) => {
    if (counter.active && context.commandName === 'QueryCommand') queries.push(args.input as never);
    return next(args);
  },
  { step: 'initialize', name: 'kitListProjectedQueries', override: true },
);

async function counted<T>(read: () => Promise<T>) {
  counter.reset();
  queries.length = 0;
  counter.active = true;
  try {
    return { result: await read(), calls: counter.perRequest(1), queries: [...queries] };
  } finally {
    counter.active = false;
  }
}

/** Items straight through the kit's ElectroDB entity, with the active counter set to the active ones. */
async function putItems(store: Store, rows: Record<string, unknown>[]) {
  const items = rows.map((row, index) => ({
    ...scope,
    itemId: crypto.randomUUID(),
    refNumber: index + 1,
    lifecycleStatus: 'active',
    createdBy: 'system:test',
    ...row,
  }));
  await store.entity.put(items as never).go();
  const active = items.filter((item) => item.lifecycleStatus === 'active').length;
  await counterEntity
    .put({ ...scope, kind: `${store.declaration.name}#active`, value: active, counted: true })
    .go();
  return items;
}

const member = (index: number) => ({
  owner: f.userId('admin'),
  ownerName: ['Zoe', 'amy', 'Bob', 'carl'][index % 4],
});

/** A listed item as the API answers it, the parts these tests look at. */
type Row = { name: string; role: string; ownerName: string; customFields: Record<string, string> };

/** Page 1 and page 2 of a listing equal the matching slices of the grid's full-item answer. */
async function expectPagesMatchGrid(
  store: Store,
  params: { sorts?: string; filters?: string },
  pageSize = 4,
) {
  clearListingSnapshots();
  const grid = (await gridData(store as never, scope, params)) as unknown as Row[];
  const first = await counted(() => listPage(store as never, scope, { page: 1, pageSize, ...params }));
  const second = await listPage(store as never, scope, { page: 2, pageSize, ...params });
  expect(first.result.totalItems).toBe(grid.length);
  expect(first.result.items).toEqual(grid.slice(0, pageSize));
  expect(second.items).toEqual(grid.slice(pageSize, pageSize * 2));
  return { ...first, grid };
}

beforeAll(async () => {
  const project = await api('POST', `/api/v1/organisations/${f.organisationId}/projects`, {
    headers: await bearer('admin'),
    body: JSON.stringify({ name: `${run} projected lists` }),
  });
  scope = { organisationId: f.organisationId, projectId: (project.json.payload as { id: string }).id };
  await putItems(
    impactStore,
    Array.from({ length: 11 }, (_, index) => ({
      name: `${run} ${['north', 'South', 'east', 'West'][index % 4]} ${index}`,
      description: `<p>${'long text '.repeat(50)}</p>`,
      impactLevel: 1 + (index % 3),
      impactTypes: [[ImpactType.PEOPLE], [ImpactType.PROCESS, ImpactType.TECHNOLOGY], []][index % 3],
      ...member(index),
      ...(index % 5 === 4 ? {} : { customFields: { [fieldId]: ['beta', 'Alpha', 'gamma'][index % 3] } }),
      // Two not active: lists leave them out unless asked for by lifecycle.
      ...(index === 3 ? { lifecycleStatus: 'archived' } : index === 7 ? { lifecycleStatus: 'deleted' } : {}),
    })),
  );
  await putItems(
    audienceStore,
    Object.values(AudienceSize).flatMap((size, index) => [
      { name: `${run} audience ${index}a`, size, ...member(index) },
      { name: `${run} audience ${index}b`, size, ...member(index + 1) },
    ]),
  );
  await putItems(stakeholderStore, [
    // Stored before the owners list existed: its one owner reads as the list (`legacyMember`).
    { stakeholder: `${run}-legacy`, role: `${run} legacy`, owner: f.userId('admin'), ownerName: 'Mia' },
    { stakeholder: `${run}-listed`, role: `${run} listed`, owners: [f.userId('admin')], ownersName: 'Ann' },
    { stakeholder: `${run}-none`, role: `${run} none` },
    { stakeholder: `${run}-other`, role: `${run} other`, owners: [f.userId('admin')], ownersName: 'Zed' },
  ]);
});

describe('page 1 of a sorted or filtered kit list (projected reads)', () => {
  it('sorts by a member name: the projection keeps the kept name, the page is its slice of the grid', async () => {
    const { calls, queries: sent, grid } = await expectPagesMatchGrid(impactStore, { sorts: 'owner,name' });
    expect(grid.map((item) => item.ownerName).slice(0, 4)).toEqual(['amy', 'amy', 'amy', 'Bob']);
    // The active counter by key (the project is cached per warm Lambda for reads); the range (one
    // segment here) and the tag ids; the page's items in one BatchGet.
    expect(calls).toEqual({ GetItem: 1, Query: 2, BatchGetItem: 1 });
    const range = sent.find((input) =>
      Object.values(input.ExpressionAttributeNames ?? {}).includes('ownerName'),
    )!;
    const projected = Object.values(range.ExpressionAttributeNames!);
    expect(range.ProjectionExpression).toBeDefined();
    expect(projected).toEqual(
      expect.arrayContaining(['itemId', 'refNumber', 'lifecycleStatus', 'owner', 'ownerName']),
    );
    expect(projected).not.toContain('description');
  });

  it('sorts and filters by a custom value (the projection reads customFields)', async () => {
    const sorted = await expectPagesMatchGrid(impactStore, { sorts: `-${custom}` });
    expect(sorted.grid).toHaveLength(9);
    const filtered = await expectPagesMatchGrid(
      impactStore,
      { filters: `${custom}-eq-alpha`, sorts: 'name' },
      1,
    );
    expect(filtered.grid.map((item) => item.customFields[fieldId])).toEqual(['Alpha', 'Alpha']);
    expect(
      Object.values(filtered.queries.find((input) => input.ProjectionExpression)!.ExpressionAttributeNames!),
    ).toContain('customFields');
  });

  it('filters by a choice (an audience size) and by the choices of an impact', async () => {
    const sized = await expectPagesMatchGrid(
      audienceStore,
      { filters: `size-eq-${AudienceSize.SMALL}|${AudienceSize.LARGE}`, sorts: '-name' },
      3,
    );
    expect(sized.grid.map((item) => item.name)).toEqual([
      `${run} audience 3b`,
      `${run} audience 3a`,
      `${run} audience 1b`,
      `${run} audience 1a`,
    ]);
    // Audiences carry no tags: the counter, the range and the page's items (the project cached).
    expect(sized.calls).toEqual({ GetItem: 1, Query: 1, BatchGetItem: 1 });
    await expectPagesMatchGrid(audienceStore, { sorts: 'size,owner' });
    const typed = await expectPagesMatchGrid(impactStore, { sorts: 'impactTypes,-name' });
    expect(typed.grid).toHaveLength(9);
  });

  it('filters by a text contains, with a lifecycle filter reading the items that are not active', async () => {
    const contains = await expectPagesMatchGrid(
      impactStore,
      { filters: 'name-ct-south', sorts: 'impactLevel' },
      1,
    );
    expect(contains.grid.map((item) => item.name).sort()).toEqual([
      `${run} South 1`,
      `${run} South 5`,
      `${run} South 9`,
    ]);
    const archived = await expectPagesMatchGrid(impactStore, { filters: 'lifecycleStatus-eq-archived' });
    expect(archived.grid.map((item) => item.name)).toEqual([`${run} West 3`]);
  });

  it('sorts by a member list whose older items keep only the member it grew from (`legacyMember`)', async () => {
    const { grid } = await expectPagesMatchGrid(stakeholderStore, { sorts: 'owners' }, 2);
    expect(grid.map((item) => item.role)).toEqual([
      `${run} none`,
      `${run} listed`,
      `${run} legacy`,
      `${run} other`,
    ]);
  });

  it('reads the range in parallel segments that join into the order and items of one Query', async () => {
    const full = await projectItems(impactStore as never, scope);
    const { result: segmented, calls } = await counted(() =>
      projectedItems(impactStore as never, scope, ['itemId', 'name'], 3),
    );
    // 9 active impacts, 3 per segment: three Queries side by side, after the counter's GetItem.
    expect(calls).toEqual({ GetItem: 1, Query: 3 });
    expect(segmented.map((item) => item.itemId)).toEqual(full.map((item) => item.itemId));
    expect(segmented.map((item) => item.name)).toEqual(full.map((item) => item.name));
    expect(segmented.every((item) => item.description === undefined)).toBe(true);
  });

  it('serves page 1 from many segments as from one (the active counter sizes the read)', async () => {
    const kind = 'impact#active';
    const { data: kept } = await counterEntity.get({ ...scope, kind }).go();
    // The counter only sizes the segments: 5,400 "active" items make nine of them over these nine.
    await counterEntity.put({ ...scope, kind, value: 5_400, counted: true }).go();
    try {
      const { calls } = await expectPagesMatchGrid(impactStore, { sorts: 'owner,-name' }, 5);
      expect(calls).toEqual({ GetItem: 1, Query: 9 + 1, BatchGetItem: 1 });
    } finally {
      await counterEntity.put({ ...scope, kind, value: kept!.value, counted: true }).go();
    }
  });

  it('segments cover every id once: hex boundaries, an open first and a highest last bound', () => {
    expect(idSegments(1)).toEqual([{ from: '', to: '\u{10FFFF}' }]);
    expect(idSegments(4)).toEqual([
      { from: '', to: '400' },
      { from: '400', to: '800' },
      { from: '800', to: 'c00' },
      { from: 'c00', to: '\u{10FFFF}' },
    ]);
    const ids = ['0', '3ff', '400', '400a', 'bff', 'c00', 'ffff', 'zz', 'Ábc'];
    for (const id of ids) {
      const holding = idSegments(4).filter(({ from, to }) => id >= from && id <= to);
      expect(holding.length, id).toBeGreaterThanOrEqual(1);
    }
  });
});
