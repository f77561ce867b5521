import { afterEach, describe, expect, it, vi } from 'vitest';
import { actions as actionFamily } from '@tandem/shared/actions/action';
import { impacts } from '@tandem/shared/impacts/impact';
import { api } from './api';
import { callAction, freshAction, projectParams, quickWinTagId } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { dynamoDb } = await import('@tandem/functions/data/client');
const { entityImplementations } = await import('@tandem/functions/entity-kit/implementations');
const { actionEntity } = await import('@tandem/functions/data/entities/action');
const { actionComputedValues } = await import('@tandem/functions/actions/kit-action-computed');
const { actionListing } = await import('@tandem/functions/actions/kit-action-listing');
const { impactEntity } = await import('@tandem/functions/data/entities/impact');
const { counterEntity } = await import('@tandem/functions/data/entities/counter');
const { ACTIVE_COUNTER } = await import('@tandem/functions/actions/store');
const { PROJECT_SEEN_MS } = await import('@tandem/functions/entity-kit/store');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

/**
 * What one warm kit request reads (issue 9, per-request overhead): a read checks its project from the
 * warm Lambda's cache of live projects (`requireProjectToRead`, as actions' hand-written reads cached
 * the project's names), so a list page or a get pays no project GetItem; a write still reads the
 * project afresh, and a deleted project is refused by every write at once and by reads once the cache
 * entry is gone (a refused write drops it; otherwise within `PROJECT_SEEN_MS`).
 */
const counter = new DynamoDbCallCounter(dynamoDb);
// The groups' tables, built as their handlers build them, in this process so their calls count.
const actionKit = entityImplementations(actionFamily, actionEntity, {
  computed: actionComputedValues,
  listing: actionListing,
});
const impactKit = entityImplementations(impacts, impactEntity);
const caller = { userId: f.userId('admin') } as never;
const run = `kcc${Date.now().toString(36)}`;

type Call = (request: never) => Promise<unknown>;
type Request = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

const requestOf = (scope: typeof projectParams, request: Request) =>
  ({
    params: { ...scope, ...request.params },
    query: request.query ?? {},
    body: request.body ?? {},
    caller,
  }) as never;

/** The calls of one request, after a first one warmed the Lambda as a served request would. */
async function warmCalls(call: Call, request: Request, scope = projectParams) {
  await call(requestOf(scope, request));
  counter.reset();
  counter.active = true;
  try {
    return { answer: await call(requestOf(scope, request)), calls: counter.perRequest(1) };
  } finally {
    counter.active = false;
  }
}

/** The status a kit call ends with: 200 or the HttpError's. */
const statusOf = (call: Call, scope: typeof projectParams, request: Request) =>
  call(requestOf(scope, request)).then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 500,
  );

async function freshProject() {
  const created = await api('POST', `/api/v1/organisations/${f.organisationId}/projects`, {
    headers: await bearer('admin'),
    body: JSON.stringify({ name: `${run} project ${Math.random().toString(36).slice(2, 6)}` }),
  });
  expect(created.status).toBe(201);
  return { organisationId: f.organisationId, projectId: (created.json.payload as { id: string }).id };
}

async function deleteProject(scope: typeof projectParams) {
  const deleted = await api(
    'DELETE',
    `/api/v1/organisations/${f.organisationId}/projects/${scope.projectId}`,
    {
      headers: await bearer('owner'),
    },
  );
  expect(deleted.status).toBe(200);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a warm kit read pays no project GetItem', () => {
  it('answers the default action list page from the counter, one Query and the tag texts', async () => {
    await freshAction({ name: `${run} listed` });
    const { answer, calls } = await warmCalls(actionKit.listActions as Call, {
      query: { page: '1', pageSize: '50' },
    });
    // The ref index up to the page's end, then the active counter (totalItems) in the same BatchGet as
    // the tags' texts, as the hand-written list read them. Was 1 GetItem more (the counter alone), and
    // before that 2 (the project every call).
    expect(calls).toEqual({ Query: 1, BatchGetItem: 1 });
    const served = await callAction('listActions', { query: 'page=1&pageSize=50' });
    expect(JSON.stringify(answer)).toBe(JSON.stringify(served.json.payload));
  });

  it('reads the counter alone for a page without tags, and heals it in the BatchGet of one with tags', async () => {
    const scope = await freshProject();
    const create = (body: Record<string, unknown>) =>
      (actionKit.createAction as Call)(requestOf(scope, { body: { name: `${run} counted`, ...body } }));
    const list = { query: { page: '1', pageSize: '50' } };
    await create({});
    const untagged = await warmCalls(actionKit.listActions as Call, list, scope);
    // No tag texts to read: the counter's GetItem, beside nothing after the Query.
    expect(untagged.calls).toEqual({ GetItem: 1, Query: 1 });
    expect((untagged.answer as { totalItems: number }).totalItems).toBe(1);

    await create({ tagIds: [quickWinTagId] });
    // A counter never counted (as seeded projects start) heals from the BatchGet's read too.
    const counterKey = { ...scope, kind: ACTIVE_COUNTER };
    await counterEntity.update(counterKey).set({ value: 7 }).remove(['counted']).go();
    const healed = (await (actionKit.listActions as Call)(requestOf(scope, list))) as {
      totalItems: number;
      items: { tags: { id: string }[] }[];
    };
    expect(healed.totalItems).toBe(2);
    expect((await counterEntity.get(counterKey).go()).data).toMatchObject({ value: 2, counted: true });
    expect(healed.items.map((item) => item.tags.map((tag) => tag.id))).toEqual([[], [quickWinTagId]]);
    const tagged = await warmCalls(actionKit.listActions as Call, list, scope);
    expect(tagged.calls).toEqual({ Query: 1, BatchGetItem: 1 });
    expect(JSON.stringify(tagged.answer)).toBe(JSON.stringify(healed));
  });

  it('answers a get of an action from the item alone', async () => {
    const created = await freshAction({ name: `${run} got` });
    const { answer, calls } = await warmCalls(actionKit.getAction as Call, {
      params: { actionId: created.id },
    });
    // Was 2 GetItem: the project beside the item.
    expect(calls).toEqual({ GetItem: 1 });
    expect((answer as { id: string }).id).toBe(created.id);
  });

  it('answers an impact list page in ref order from the counter and the ref index', async () => {
    const { answer, calls } = await warmCalls(impactKit.listImpacts as Call, {
      query: { page: '1', pageSize: '50', sorts: 'refNumber' },
    });
    // The active counter, the ref index and (impacts keep tags apart) the project's tag associations.
    expect(calls).toEqual({ GetItem: 1, Query: 2 });
    expect((answer as { totalItems: number }).totalItems).toBeGreaterThan(0);
  });

  it('answers an impact list page in another order with the one GetItem sizing its projected read', async () => {
    const { answer, calls } = await warmCalls(impactKit.listImpacts as Call, {
      query: { page: '1', pageSize: '50', sorts: 'name' },
    });
    // The active counter sizes the parallel segments of the projected read (`listing-rows.ts`), one
    // segment here, beside the tag associations' Query; then the page's items in one BatchGet.
    expect(calls).toEqual({ GetItem: 1, Query: 2, BatchGetItem: 1 });
    const names = (answer as { items: { name: string }[] }).items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('a tagged create reads its tag texts', () => {
  it('once: the check of the tags reads the texts the answer carries', async () => {
    counter.reset();
    counter.active = true;
    let answer: unknown;
    try {
      answer = await (actionKit.createAction as Call)(
        requestOf(projectParams, { body: { name: `${run} tagged`, tagIds: [quickWinTagId] } }),
      );
    } finally {
      counter.active = false;
    }
    expect((answer as { tags: { id: string }[] }).tags.map((tag) => tag.id)).toEqual([quickWinTagId]);
    const calls = counter.perRequest(1);
    // The tags' check (a BatchGet), whose texts the answer carries (was a second BatchGet for the
    // answer, and before that a third as the answer's tags were attached again from the item); no
    // association Query. (The GetItems depend on whether this Lambda has the project's names cached yet.)
    expect(calls.BatchGetItem).toBe(1);
    expect(calls.Query).toBeUndefined();
  });
});

describe('several tagged creates read their tag texts', () => {
  /** The calls of one request through the actions' kit table, and its answer. */
  async function counted(call: Call, body: unknown) {
    counter.reset();
    counter.active = true;
    try {
      return { answer: await call(requestOf(projectParams, { body })), calls: counter.perRequest(1) };
    } finally {
      counter.active = false;
    }
  }
  const tagIdsOf = (answer: unknown) =>
    (answer as { tags: { id: string }[] }[]).map(({ tags }) => tags.map((tag) => tag.id));

  it('once for add-multiple: the items checked one by one read only the texts not read yet', async () => {
    const actions = [1, 2, 3].map((n) => ({ name: `${run} many ${n}`, tagIds: [quickWinTagId] }));
    const { answer, calls } = await counted(actionKit.addMultipleActions as Call, { actions });
    expect(tagIdsOf(answer)).toEqual([[quickWinTagId], [quickWinTagId], [quickWinTagId]]);
    // One BatchGet of the texts (was one per item); no association Query.
    expect(calls.BatchGetItem).toBe(1);
    expect(calls.Query).toBeUndefined();
  });

  it('once for a duplicate of several tagged actions, beside the read of the actions', async () => {
    const originals = (
      (await (actionKit.addMultipleActions as Call)(
        requestOf(projectParams, {
          body: { actions: [1, 2].map((n) => ({ name: `${run} copied ${n}`, tagIds: [quickWinTagId] })) },
        }),
      )) as { id: string }[]
    ).map(({ id }) => id);
    const { answer, calls } = await counted(actionKit.duplicateActions as Call, { actionIds: originals });
    expect(tagIdsOf(answer)).toEqual([[quickWinTagId], [quickWinTagId]]);
    // The actions (a BatchGet) and their tags' texts (one BatchGet: was one per copy).
    expect(calls.BatchGetItem).toBe(2);
    expect(calls.Query).toBeUndefined();
  });
});

describe('the action export reads its project once', () => {
  /** The calls of one export. */
  async function exportCalls(scope: typeof projectParams) {
    counter.reset();
    counter.active = true;
    try {
      await (actionKit.exportActions as Call)(requestOf(scope, { query: { page: '1', pageSize: '50' } }));
      return counter.perRequest(1);
    } finally {
      counter.active = false;
    }
  }

  it('checks the project with the read that names the file', async () => {
    const scope = await freshProject();
    // Created through the kit: its answer cached the project's names (as the hand-written reads cached
    // them), but a write checks the project afresh, so no read has seen this project live yet.
    await (actionKit.createAction as Call)(requestOf(scope, { body: { name: `${run} exported` } }));
    // The project once: the file name's read is the export's check too (was a second GetItem of the
    // project, the read's check); the action range's Query; no tags, so no texts read.
    expect(await exportCalls(scope)).toEqual({ GetItem: 1, Query: 1 });
  });

  it('refuses an export of a project that is gone, with the one read', async () => {
    const scope = await freshProject();
    await deleteProject(scope);
    expect(
      await statusOf(actionKit.exportActions as Call, scope, { query: { page: '1', pageSize: '50' } }),
    ).toBe(404);
  });
});

describe('a deleted project is refused as before', () => {
  it('refuses a write at once, and the reads of this Lambda from then on', async () => {
    const scope = await freshProject();
    const list = { query: { page: '1', pageSize: '50' } };
    expect(await statusOf(actionKit.listActions as Call, scope, list)).toBe(200);
    await deleteProject(scope);
    // A write reads the project afresh: refused at once, though this Lambda saw it live a moment ago.
    expect(await statusOf(actionKit.createAction as Call, scope, { body: { name: `${run} late` } })).toBe(
      404,
    );
    // The refusal dropped the project from the reads' cache: the list is refused now too.
    expect(await statusOf(actionKit.listActions as Call, scope, list)).toBe(404);
  });

  it('refuses reads once the live project was kept PROJECT_SEEN_MS', async () => {
    const scope = await freshProject();
    const list = { query: { page: '1', pageSize: '50', sorts: 'refNumber' } };
    expect(await statusOf(impactKit.listImpacts as Call, scope, list)).toBe(200);
    await deleteProject(scope);
    // Within the time a warm Lambda keeps a project it saw live, its reads still answer (the same
    // staleness as the hand-written action reads' cached project names).
    expect(await statusOf(impactKit.listImpacts as Call, scope, list)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PROJECT_SEEN_MS + 1);
    expect(await statusOf(impactKit.listImpacts as Call, scope, list)).toBe(404);
    expect(await statusOf(impactKit.getImpactsTotalCount as Call, scope, {})).toBe(404);
  });

  it('refuses a read of a project this Lambda never saw live', async () => {
    const scope = await freshProject();
    await deleteProject(scope);
    expect(
      await statusOf(actionKit.listActions as Call, scope, { query: { page: '1', pageSize: '5' } }),
    ).toBe(404);
  });
});
