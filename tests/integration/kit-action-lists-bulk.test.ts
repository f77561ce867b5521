import { beforeAll, describe, expect, it } from 'vitest';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoFixtures as f } from './matrix/probe';
import {
  dynamoDbCallsOf,
  kitActionTable,
  organisationId,
  ownProject,
  rawAction,
  runTags,
  taggingCaller as caller,
} from './kit-action-fixture';

const handWritten = await import('./served-action-writes');
const handList = await import('./served-action-list');
const handBulk = await import('./served-action-bulk');

// Issue 9 item 6: listActions, exportActions, duplicateActions and bulkUpdateActions driven through the
// hand-written family and through the kit over the SAME stored actions, answers compared key for key.
const run = `kitlb${Date.now().toString(36)}`;
const kit = kitActionTable({ listing: true }) as unknown as Record<
  string,
  (request: object) => Promise<unknown>
>;
let scope = { organisationId, projectId: '' };
const tags: string[] = [];

const kitCall = (id: string, request: { query?: object; body?: object; params?: object }) =>
  kit[id]!({
    params: { ...scope, ...request.params },
    query: request.query ?? {},
    body: request.body ?? {},
    caller,
  });

async function both<T>(hand: () => Promise<T>, kitAnswer: () => Promise<unknown>) {
  const settle = async (read: () => Promise<unknown>) => {
    try {
      return { ok: JSON.parse(JSON.stringify(await read())) as unknown };
    } catch (error) {
      return {
        error: { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message },
      };
    }
  };
  return { hand: await settle(hand), kit: await settle(kitAnswer) };
}

beforeAll(async () => {
  scope = await ownProject(`${run} kit action lists`);
  tags.push(...(await runTags(run, ['alpha', 'beta', 'gamma'])));
  const type = (name: string) => demoCoreDataId('a', 'actionType', name);
  const area = (name: string) => demoCoreDataId('a', 'businessArea', name);
  const rows = [
    {
      name: 'Brief call centre',
      ragStatus: RagStatus.GREEN,
      progressStatus: ProgressStatus.COMPLETED,
      ownerId: f.userId('contributor'),
      assignedToId: f.userId('owner'),
      actionTypeId: type('Training'),
      startDate: '2026-03-01',
      endDate: '2026-04-01',
      tagIds: [tags[0]!, tags[1]!],
      businessAreaIds: [area('Nursing')],
    },
    {
      name: 'Write FAQ',
      ragStatus: RagStatus.AMBER,
      ownerId: f.userId('owner'),
      actionTypeId: type('Workshop'),
      startDate: '2026-02-01',
      tagIds: [tags[1]!],
    },
    {
      name: 'audit rota',
      ragStatus: RagStatus.RED,
      assignedToId: f.userId('contributor'),
      endDate: '2026-05-10',
      businessAreaIds: [area('Estates'), area('Nursing')],
    },
    { name: 'Zeta', progressStatus: ProgressStatus.IN_PROGRESS },
    {
      name: 'Brief wards',
      ragStatus: RagStatus.GREEN,
      ownerId: f.userId('contributor'),
      startDate: '2026-03-01',
      endDate: '2026-03-20',
      tagIds: [tags[2]!, tags[0]!],
    },
    { name: 'Gone', ragStatus: RagStatus.AMBER },
  ];
  const made = [];
  for (const row of rows)
    made.push(await handWritten.createAction(caller, scope, { ...row, name: `${run} ${row.name}` }));
  await handWritten.deleteAction(caller, scope, made[5]!.id);
  await handBulk.reviewActionRange(caller, scope, [made[1]!.id], '');
});

const sortKeys = [
  'refNumber',
  'name',
  'ragStatus',
  'progressStatus',
  'startDate',
  'endDate',
  'actualEndDate',
  'owner',
  'assignedTo',
  'actionType',
  'reviewedOn',
  'nextReviewDue',
  'createdAt',
  'updatedAt',
];
const filters = [
  'ragStatus-eq-4',
  'ragStatus-eq-1',
  'progressStatus-eq-3',
  'name-ct-brief',
  'owner-ct-cara',
  'assignedTo-ct-cara',
  'ownerOrAssignedTo-ct-cara',
  'actionType-eq-Training',
  'tags-ct-T0|T2',
  'tags-ct-T0+T1',
  'startDate-gt-2026-02-15',
  'startDate-eq-2026-03-01',
  'endDate-lt-2026-04-02',
  'lifecycleStatus-eq-deleted',
  'lifecycleStatus-eq-archived',
  'lifecycleStatus-eq-active|deleted',
];

const counted = dynamoDbCallsOf;

describe('listActions through the kit answers as the hand-written list did', () => {
  const named = (query: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value.replace('T0', tags[0]!).replace('T1', tags[1]!).replace('T2', tags[2]!)
          : value,
      ]),
    );
  const queries: Record<string, string | number>[] = [
    {},
    { page: 2, pageSize: 2 },
    { page: 3, pageSize: 2, sorts: '-refNumber' },
    { page: 9, pageSize: 2 },
    { sorts: 'refNumber', filters: 'lifecycleStatus-eq-active' },
    { page: 2, pageSize: 2, filters: 'lifecycleStatus-eq-active' },
    { filters: 'lifecycleStatus-eq-active|deleted', sorts: 'ragStatus' },
    { sorts: 'ragStatus,-name' },
    { page: 2, pageSize: 2, sorts: '-ragStatus' },
    ...sortKeys.flatMap((key) => [{ sorts: key }, { sorts: `-${key}` }]),
    ...filters.map((filter) => ({ filters: filter })),
    { filters: 'reviewedOn-gt-2020-01-01' },
    { filters: 'businessAreaIds-ct-' + demoCoreDataId('a', 'businessArea', 'Nursing').slice(0, 8) },
    { filters: 'name-ct-brief,ragStatus-eq-3', sorts: '-startDate' },
  ];

  it.each(queries)('answers %o key for key, in order', async (query) => {
    const full = { page: 1, pageSize: 50, ...named(query) };
    const { hand, kit: kitAnswer } = await both(
      () => handList.listActions(scope, full as never),
      () => kitCall('listActions', { query: full }),
    );
    expect(hand.ok).toBeDefined();
    expect(JSON.stringify(kitAnswer)).toBe(JSON.stringify(hand));
  });

  it('lists something for every sort and most filters (the comparison is not of empty pages)', async () => {
    const sizes = [];
    for (const query of queries) {
      const page = (await handList.listActions(scope, {
        page: 1,
        pageSize: 50,
        ...named(query),
      } as never)) as {
        items: unknown[];
      };
      sizes.push(page.items.length);
    }
    expect(sizes.filter((size) => size >= 2).length).toBeGreaterThan(queries.length * 0.75);
  });

  it('answers a project that is not there as the hand-written list did (404)', async () => {
    const gone = { organisationId, projectId: crypto.randomUUID() };
    const hand = await handList
      .listActions(gone, { page: 1, pageSize: 50 })
      .catch((error: { statusCode: number }) => error.statusCode);
    const kitStatus = await kit.listActions!({
      params: gone,
      query: { page: 1, pageSize: 50 },
      body: {},
      caller,
    }).catch((error: { statusCode: number }) => error.statusCode);
    expect(hand).toBe(404);
    expect(kitStatus).toBe(404);
  });

  it('costs the DynamoDB calls it did: a ref-order page the same, a sorted one the counter’s GetItem', async () => {
    const grid = { sorts: 'refNumber', filters: 'lifecycleStatus-eq-active' };
    const pages = [
      // The grid's first rows and its pages of 500 in ref order: the ref index (gsi3).
      { page: 1, pageSize: 100, ...grid },
      { page: 1, pageSize: 500, ...grid },
      // Any other sort or filter: projected ranges, then the page's items.
      { page: 1, pageSize: 50, sorts: 'name' },
      { page: 1, pageSize: 50, filters: 'ragStatus-eq-4' },
    ];
    const report = [];
    for (const query of pages) {
      // Warm: the project context the hand-written list caches, the kit's counted active counter.
      await handList.listActions(scope, query as never);
      await kitCall('listActions', { query });
      const hand = await counted(() => handList.listActions(scope, query as never));
      const kitCalls = await counted(() => kitCall('listActions', { query }));
      report.push({ hand, kit: kitCalls });
    }
    // A ref-order page reads the active counter in the tag texts' BatchGet, as the hand-written list
    // (the project is cached per warm Lambda, as the hand-written list's); a sorted page's counter
    // (one GetItem) sizes the projected read. The computed action values read the page's own items
    // (no second BatchGet) and reuse the tag texts the kit attached.
    const same = { Query: 1, BatchGetItem: 1 };
    const refPage = { hand: same, kit: same };
    const sorted = { hand: { Query: 1, BatchGetItem: 3 }, kit: { GetItem: 1, Query: 1, BatchGetItem: 2 } };
    expect(report).toEqual([refPage, refPage, sorted, sorted]);
  });
});

const { patchStoredAction } = await import('@tandem/functions/data/entities/action');
const { readHistory } = await import('@tandem/functions/data/history');
const { unzipSync, strFromU8 } = await import('fflate');

const raw = (actionId: string) => rawAction(scope, actionId);

/** A stored item or answer with what differs by nature between two actions (ids, refs, times) named alike. */
function comparable(item: Record<string, unknown>, id: string, ref: number) {
  const padded = String(ref).padStart(9, '0');
  const { createdAt: _c, updatedAt: _u, refNumber: _r, ...rest } = item;
  return JSON.parse(
    JSON.stringify(rest)
      .replaceAll(id, 'ID')
      .replaceAll(padded, 'REF')
      .replaceAll(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z"/g, '"TIME"'),
  ) as Record<string, unknown>;
}

async function history(actionId: string) {
  const entries = await readHistory({
    organisationId,
    projectId: scope.projectId,
    entityType: 'action',
    entityId: actionId,
  });
  return entries
    .map(({ field, oldValue, newValue, action }) => ({ field, oldValue, newValue, action }))
    .sort((a, b) => `${a.field}`.localeCompare(`${b.field}`));
}

/** Every cell of the first sheet of an .xlsx, row by row, as text. */
function sheetCells(content: Uint8Array) {
  const files = unzipSync(content);
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>(.*?)<\/si>/gs)].map((match) =>
        [...match[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join(''),
      )
    : [];
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map(([, row]) =>
    [...row!.matchAll(/<c ([^>]*)>(.*?)<\/c>/gs)].map(([, attributes, inner]) =>
      /t="s"/.test(attributes!)
        ? shared[Number(/<v>(\d+)<\/v>/.exec(inner!)![1])]
        : (/<t[^>]*>(.*?)<\/t>/s.exec(inner!)?.[1] ?? /<v>(.*?)<\/v>/.exec(inner!)?.[1]),
    ),
  );
}

const twinInput = () => ({
  name: `${run} twin`,
  description: '<p>Twin</p>',
  ragStatus: RagStatus.AMBER,
  progressStatus: ProgressStatus.IN_PROGRESS,
  startDate: '2026-03-01',
  endDate: '2026-04-01',
  actionTypeId: demoCoreDataId('a', 'actionType', 'Training'),
  ownerId: f.userId('contributor'),
  assignedToId: f.userId('owner'),
  businessAreaIds: [demoCoreDataId('a', 'businessArea', 'Nursing')],
  audienceIds: [],
  tagIds: [tags[2]!, tags[0]!],
});

/** The differing keys of two records: `[key, hand, kit]`. */
const differences = (hand: Record<string, unknown>, made: Record<string, unknown>) =>
  [...new Set([...Object.keys(hand), ...Object.keys(made)])]
    .filter((key) => JSON.stringify(hand[key]) !== JSON.stringify(made[key]))
    .map((key) => [key, hand[key], made[key]]);

/** History entries with the ref number of a create's snapshot named alike. */
const historyOf = async (actionId: string, ref: number) =>
  JSON.parse(JSON.stringify(await history(actionId)).replaceAll(`\\"refNumber\\":${ref},`, '')) as unknown[];

describe('exportActions through the kit (served) writes the workbook the hand-written export did', () => {
  const withTags = (text: string) =>
    text.replace('T0', tags[0]!).replace('T1', tags[1]!).replace('T2', tags[2]!);
  const exported = async (query: Record<string, string>) => {
    const full = {
      page: 1,
      pageSize: 50,
      ...query,
      ...(query.filters ? { filters: withTags(query.filters) } : {}),
    };
    const hand = (await handList.exportActions(scope, full as never)) as {
      fileName: string;
      contentType: string;
      content: Uint8Array;
    };
    const made = (await kitCall('exportActions', { query: full })) as {
      fileName: string;
      contentType: string;
      content: Uint8Array;
    };
    return {
      hand: { ...hand, cells: sheetCells(hand.content), files: unzipSync(hand.content) },
      kit: { ...made, cells: sheetCells(made.content), files: unzipSync(made.content) },
    };
  };
  const queries: Record<string, string>[] = [
    {},
    { columns: 'tags', filters: 'name-ct-wards' },
    { sorts: '-name', columns: 'name,ragStatus,progressStatus' },
    { columns: 'projectName,programmeName,reviewedOn,nextReviewDue,initialEndDate,refNumber' },
    { sorts: 'ragStatus,-name' },
    ...sortKeys.flatMap((key) => [{ sorts: key }, { sorts: `-${key}` }]),
    ...filters.map((filter) => ({ filters: filter })),
    { filters: 'name-ct-brief,ragStatus-eq-3', sorts: '-startDate', columns: 'description,owner,tags' },
  ];

  it.each(queries)('writes %o alike: file name, every cell, every file of the workbook', async (query) => {
    const { hand, kit: made } = await exported(query);
    expect(made.fileName).toBe(hand.fileName);
    expect(made.contentType).toBe(hand.contentType);
    expect(made.cells).toEqual(hand.cells);
    expect(Object.keys(made.files)).toEqual(Object.keys(hand.files));
    for (const [name, bytes] of Object.entries(hand.files))
      expect(strFromU8(made.files[name]!), name).toBe(strFromU8(bytes));
  });

  it('exports every column, in ref order without a sort, tags in the action’s own order', async () => {
    const { hand, kit: made } = await exported({});
    expect(made.fileName).toBe(`actions-${run}-kit-action-lists.xlsx`);
    expect(made.cells[0]).toEqual([
      'Ref',
      'Name',
      'Description',
      'RAG',
      'Progress',
      'Start date',
      'End date',
      'Initial end date',
      'Owner',
      'Assigned to',
      'Action type',
      'Tags',
      'Reviewed on',
      'Next review due',
      'Project',
      'Programme',
    ]);
    expect(hand.cells.length).toBe(6);
    expect(made.cells.slice(1).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
    const tagged = await exported({ sorts: 'refNumber', columns: 'tags', filters: 'name-ct-wards' });
    expect(tagged.kit.cells[1]).toEqual([`${run} gamma, ${run} alpha`]);
    // The reviewed action's review dates are written (the comparison is not of empty cells).
    const reviewed = await exported({ sorts: 'refNumber', columns: 'reviewedOn,nextReviewDue,projectName' });
    expect(reviewed.kit.cells[2]!.filter(Boolean)).toHaveLength(3);
  });

  it('exports mostly non-empty sheets (the comparison is not of empty workbooks)', async () => {
    const sizes = [];
    for (const query of queries) sizes.push((await exported(query)).hand.cells.length - 1);
    expect(sizes.filter((size) => size >= 2).length).toBeGreaterThan(queries.length * 0.75);
  });

  it('answers a project that is not there as the hand-written export did (404)', async () => {
    const gone = { organisationId, projectId: crypto.randomUUID() };
    const hand = await handList
      .exportActions(gone, { page: 1, pageSize: 50 } as never)
      .catch((error: { statusCode: number; message: string }) => [error.statusCode, error.message]);
    const made = await kit.exportActions!({
      params: gone,
      query: { page: 1, pageSize: 50 },
      body: {},
      caller,
    }).catch((error: { statusCode: number; message: string }) => [error.statusCode, error.message]);
    expect(hand).toEqual([404, expect.stringContaining('project')]);
    expect(made).toEqual(hand);
  });
});

// Served by the kit since the switch: the hand-written duplicate and bulk update are kept here only as
// the reference the kit is proven against (docs/architecture.md "Actions and the kit").
describe('duplicateActions through the kit answers as the hand-written duplicate did', () => {
  it('copies the same answer, stored item (the original’s initial end date too) and create history', async () => {
    const original = await handWritten.createAction(caller, scope, twinInput());
    // A moved end date: the original keeps its first one as `initialEndDate`, and so do its copies.
    await handWritten.updateAction(caller, scope, original.id, {
      endDate: '2026-04-20',
      version: 1,
    } as never);
    const [hand] = (await handBulk.duplicateActions(caller, scope, [original.id])) as Record<
      string,
      unknown
    >[];
    const [made] = (await kitCall('duplicateActions', { body: { actionIds: [original.id] } })) as Record<
      string,
      unknown
    >[];
    const [handId, kitId] = [String(hand!.id), String(made!.id)];
    const [handRef, kitRef] = [Number(hand!.refNumber), Number(made!.refNumber)];
    expect(hand!.initialEndDate).toBe('2026-04-01T00:00:00');
    expect(differences(comparable(hand!, handId, handRef), comparable(made!, kitId, kitRef))).toEqual([]);
    expect(JSON.stringify(comparable(made!, kitId, kitRef))).toBe(
      JSON.stringify(comparable(hand!, handId, handRef)),
    );
    expect(
      differences(
        comparable(await raw(handId), handId, handRef),
        comparable(await raw(kitId), kitId, kitRef),
      ),
    ).toEqual([]);
    expect((made!.tags as { id: string }[]).map((tag) => tag.id)).toEqual([tags[2], tags[0]]);
    const [handHistory, kitHistory] = [await historyOf(handId, handRef), await historyOf(kitId, kitRef)];
    expect(handHistory).toHaveLength(1);
    expect(kitHistory).toEqual(handHistory);
  });

  it('copies an original without an initial end date (kept before it was kept) as none, and one without dates', async () => {
    const originals = [
      await handWritten.createAction(caller, scope, twinInput()),
      await handWritten.createAction(caller, scope, { name: `${run} dateless` } as never),
    ];
    // An action written before the initial end date was kept: an end date, the sentinel as initial one.
    await patchStoredAction(scope.organisationId, scope.projectId, originals[0]!.id, {
      initialEndDate: '0001-01-01T00:00:00',
    });
    const ids = originals.map((original) => original.id);
    const hand = (await handBulk.duplicateActions(caller, scope, ids)) as Record<string, unknown>[];
    const made = (await kitCall('duplicateActions', { body: { actionIds: ids } })) as Record<
      string,
      unknown
    >[];
    expect(hand.map((copy) => copy.initialEndDate)).toEqual(['0001-01-01T00:00:00', '0001-01-01T00:00:00']);
    for (const index of [0, 1]) {
      const [handCopy, kitCopy] = [hand[index]!, made[index]!];
      const [handId, kitId] = [String(handCopy.id), String(kitCopy.id)];
      const [handRef, kitRef] = [Number(handCopy.refNumber), Number(kitCopy.refNumber)];
      expect(JSON.stringify(comparable(kitCopy, kitId, kitRef))).toBe(
        JSON.stringify(comparable(handCopy, handId, handRef)),
      );
      expect(comparable(await raw(kitId), kitId, kitRef)).toEqual(
        comparable(await raw(handId), handId, handRef),
      );
    }
  });

  it('refuses an unknown id and answers no ids alike', async () => {
    for (const actionIds of [[crypto.randomUUID()], []]) {
      const { hand, kit: made } = await both(
        () => handBulk.duplicateActions(caller, scope, actionIds),
        () => kitCall('duplicateActions', { body: { actionIds } }),
      );
      expect(made).toEqual(hand);
    }
  });
});

describe('bulkUpdateActions through the kit answers as the hand-written bulk update did', () => {
  /** The same body through both paths, each on its own twin pair (one action ready to change, one already so). */
  async function bulkBoth(body: Record<string, unknown>, prepare: Record<string, unknown> = {}) {
    const twins: { id: string; refNumber: number }[] = [];
    for (let index = 0; index < 4; index++) {
      const twin = await handWritten.createAction(caller, scope, twinInput());
      if (index % 2 === 1 && Object.keys(prepare).length > 0)
        await handBulk.bulkUpdateActions(caller, scope, { actionIds: [twin.id], ...prepare } as never);
      twins.push(twin);
    }
    const [handIds, kitIds] = [
      [twins[0]!.id, twins[1]!.id],
      [twins[2]!.id, twins[3]!.id],
    ];
    const answers = await both(
      () => handBulk.bulkUpdateActions(caller, scope, { actionIds: handIds, ...body } as never),
      () => kitCall('bulkUpdateActions', { body: { actionIds: kitIds, ...body } }),
    );
    // The hand-written call answers `updated` in the order the writes finished (10 side by side).
    const named = (answer: unknown, ids: string[]) => {
      const renamed = JSON.parse(
        JSON.stringify(answer).replaceAll(ids[0]!, 'FIRST').replaceAll(ids[1]!, 'SECOND'),
      ) as { ok?: { updated: string[]; skipped: { id: string; reason: string }[] } };
      renamed.ok?.updated.sort();
      return renamed;
    };
    return {
      hand: named(answers.hand, handIds),
      kit: named(answers.kit, kitIds),
      stored: async (index: number) => ({
        hand: comparable(await raw(twins[index]!.id), twins[index]!.id, twins[index]!.refNumber),
        kit: comparable(await raw(twins[index + 2]!.id), twins[index + 2]!.id, twins[index + 2]!.refNumber),
      }),
      history: async (index: number) => ({
        hand: await historyOf(twins[index]!.id, twins[index]!.refNumber),
        kit: await historyOf(twins[index + 2]!.id, twins[index + 2]!.refNumber),
      }),
    };
  }

  it('writes the same stored items and history for the same values, and skips an unchanged action alike', async () => {
    const body = {
      ragStatus: RagStatus.RED,
      progressStatus: ProgressStatus.COMPLETED,
      ownerId: f.userId('owner'),
      assignedToId: f.userId('contributor'),
      actionTypeId: demoCoreDataId('a', 'actionType', 'Workshop'),
      endDate: '2026-06-01T00:00:00',
    };
    const result = await bulkBoth(body, body);
    expect(result.hand).toEqual({
      ok: { updated: ['FIRST'], skipped: [{ id: 'SECOND', reason: 'No change.' }] },
    });
    expect(result.kit).toEqual(result.hand);
    for (const index of [0, 1]) {
      const stored = await result.stored(index);
      expect(stored.kit).toEqual(stored.hand);
      const history = await result.history(index);
      expect(history.kit).toEqual(history.hand);
    }
    expect((await result.stored(0)).kit).toMatchObject({ ragStatus: 1, endDate: '2026-06-01T00:00:00' });
  });

  it('clears a date alike', async () => {
    const result = await bulkBoth({ startDate: null });
    expect(result.kit).toEqual(result.hand);
    const stored = await result.stored(0);
    expect(stored.kit).toEqual(stored.hand);
    expect(stored.kit.startDate).toBe('0001-01-01T00:00:00');
    expect((await result.history(0)).kit).toEqual((await result.history(0)).hand);
  });

  it('refuses two dates out of order alike', async () => {
    const result = await bulkBoth({ startDate: '2026-07-01', endDate: '2026-06-01' });
    expect(result.kit).toEqual(result.hand);
    expect(result.hand).toMatchObject({ error: { status: 400 } });
  });

  it('skips every action of a body with no field to set alike ("No change."), writing nothing', async () => {
    const result = await bulkBoth({});
    expect(result.hand).toEqual({
      ok: {
        updated: [],
        skipped: [
          { id: 'FIRST', reason: 'No change.' },
          { id: 'SECOND', reason: 'No change.' },
        ],
      },
    });
    expect(result.kit).toEqual(result.hand);
    expect((await result.stored(0)).kit).toMatchObject({ version: 1 });
    expect((await result.history(0)).kit).toEqual((await result.history(0)).hand);
  });

  it('skips an action whose own other date one date crosses, with the same reason, and updates the rest', async () => {
    // The second of each pair is moved first so its end date is after the new start.
    for (const [body, prepare] of [
      [{ startDate: '2026-07-01' }, { endDate: '2026-08-01' }],
      [{ endDate: '2026-02-01' }, { startDate: '2026-01-15' }],
      [{ startDate: '2026-04-01' }, { endDate: null }],
    ] as const) {
      const result = await bulkBoth(body, prepare);
      expect(result.kit).toEqual(result.hand);
      expect(result.hand.ok?.skipped).toEqual([
        { id: 'FIRST', reason: 'The end date must be after the start date.' },
      ]);
      for (const index of [0, 1]) {
        const stored = await result.stored(index);
        expect(stored.kit).toEqual(stored.hand);
        const history = await result.history(index);
        expect(history.kit).toEqual(history.hand);
      }
    }
  });

  it('refuses an unknown owner or action type with the same 400', async () => {
    // An unknown owner is named by its body key alike (`api-input.ts` names renamed fields as the body does).
    const unknownOwner = await bulkBoth({ ownerId: crypto.randomUUID() });
    expect(unknownOwner.kit).toEqual(unknownOwner.hand);
    expect(unknownOwner.hand).toMatchObject({
      error: { status: 400, message: 'body.ownerId: not a member of the organisation.' },
    });
    const unknownType = await bulkBoth({ actionTypeId: crypto.randomUUID() });
    expect(unknownType.kit).toEqual(unknownType.hand);
    expect(unknownType.hand).toMatchObject({
      error: { status: 400, message: 'body.actionTypeId: no such action type.' },
    });
  });

  it('refuses an unknown action alike (404 naming body.actionIds)', async () => {
    const body = { actionIds: [crypto.randomUUID()], ragStatus: RagStatus.RED };
    const { hand, kit: made } = await both(
      () => handBulk.bulkUpdateActions(caller, scope, body as never),
      () => kitCall('bulkUpdateActions', { body }),
    );
    expect(hand).toMatchObject({ error: { status: 404 } });
    expect(made).toEqual(hand);
  });
});
