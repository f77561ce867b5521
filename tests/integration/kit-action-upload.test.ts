import { beforeAll, describe, expect, it } from 'vitest';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { callAction } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { dynamoDbCallsOf, kitActionTable, organisationId, ownProject, rawAction } from './kit-action-fixture';

const { readHistory } = await import('@tandem/functions/data/history');
const handWritten = await import('./served-action-writes');
const handBulk = await import('./served-action-upload');

// Issue 9 item 6: createActionsFromUpload is served by the kit (`apiShape.upload`). The same upload
// bodies through the hand-written call (kept, unserved, in `served-action-upload.ts` as this reference)
// and the kit: answers key for key, stored items, history items, ref numbers and every 400 with its
// words; the one decided difference (a repeated replacement) is pinned (docs/decisions.md).
const run = `kitup${Date.now().toString(36)}`;
const caller = { userId: f.userId('admin'), settings: {} } as never;
const kit = kitActionTable({ listing: true }) as unknown as Record<
  string,
  (request: object) => Promise<unknown>
>;
let scope = { organisationId, projectId: '' };

type Body = { newActions: Record<string, unknown>[]; actionsToReplace: Record<string, unknown>[] };
const handUpload = (body: Body) => handBulk.createActionsFromUpload(caller, scope, body as never);
const kitUpload = (body: Body) => kit.createActionsFromUpload!({ params: scope, query: {}, body, caller });

/** The answer, or the refusal's status, message, field and row problems. */
const settled = async (call: () => Promise<unknown>) => {
  try {
    return { ok: JSON.parse(JSON.stringify(await call())) as Record<string, unknown> };
  } catch (error) {
    const { statusCode, message, details } = error as {
      statusCode?: number;
      message: string;
      details?: { field?: string; rows?: unknown[] };
    };
    return { status: statusCode, message, field: details?.field, rows: details?.rows };
  }
};

const raw = (actionId: string) => rawAction(scope, actionId);

/** A stored item with what differs by nature between two actions (ids, refs, times) named alike. */
async function storedOf(actionId: string) {
  const item = await raw(actionId);
  const padded = String(item.refNumber).padStart(9, '0');
  const { createdAt: _c, updatedAt: _u, refNumber: _r, ...rest } = item;
  return JSON.parse(
    JSON.stringify(rest)
      .replaceAll(actionId, 'ID')
      // The ref as keys hold it (`REF#000000042`, `"refKey":"000000042"`), never inside another id.
      .replaceAll(new RegExp(`(?<=[#"])${padded}(?=["#])`, 'g'), 'REF')
      .replaceAll(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z"/g, '"TIME"'),
  ) as Record<string, unknown>;
}

/** History entries (the create snapshot's ref named alike), in a fixed order. */
async function historyOf(actionId: string) {
  const { refNumber } = await raw(actionId);
  const entries = await readHistory({
    organisationId,
    projectId: scope.projectId,
    entityType: 'action',
    entityId: actionId,
  });
  const listed = entries
    .map(({ field, oldValue, newValue, action }) => ({ field, oldValue, newValue, action }))
    .sort((a, b) => `${a.field}`.localeCompare(`${b.field}`));
  return JSON.parse(
    JSON.stringify(listed).replaceAll(`\\"refNumber\\":${String(refNumber)},`, ''),
  ) as unknown[];
}

type Written = { stored: Record<string, unknown>; history: unknown[] }[];
/**
 * What was written apart from the initial end date: the hand-written upload never set one (a new row
 * went through `newActionItem` without its end date, a replacement skipped `initialEndDateAfter`),
 * the kit sets it as every other action write does (docs/decisions.md, "upload" section).
 */
const apartFromInitialEndDate = (written: Written) =>
  written.map(({ stored: { initialEndDate: _initial, ...stored }, history }) => ({
    stored,
    history: history.filter((entry) => (entry as { field: string }).field !== 'initialEndDate'),
  }));
const initialEndDates = (written: Written) => written.map(({ stored }) => stored.initialEndDate);

const typeA = demoCoreDataId('a', 'actionType', 'Training');
const typeB = demoCoreDataId('a', 'actionType', 'Workshop');

/** An action as the hand-written create wrote it: every field given. */
const fullInput = () => ({
  name: `${run} twin`,
  description: '<p>Twin</p>',
  ragStatus: RagStatus.AMBER,
  progressStatus: ProgressStatus.IN_PROGRESS,
  startDate: '2026-03-01',
  endDate: '2026-04-01',
  actionTypeId: typeA,
  ownerId: f.userId('contributor'),
  assignedToId: f.userId('owner'),
  businessAreaIds: [demoCoreDataId('a', 'businessArea', 'Nursing')],
});

/**
 * The same upload through both: the replacing rows each replace their own twin (made alike by the
 * hand-written create from `existing`), the new rows are written by each. Answers with the ids named
 * by place, every written action's stored item and history, and the ref numbers each took.
 */
async function uploadBoth(
  newActions: Record<string, unknown>[],
  replacing: { existing: Record<string, unknown>; row: Record<string, unknown> }[] = [],
) {
  const twins = { hand: [] as string[], kit: [] as string[] };
  for (const { existing } of replacing)
    for (const side of ['hand', 'kit'] as const)
      twins[side].push((await handWritten.createAction(caller, scope, existing as never)).id);
  const bodyOf = (ids: string[]) => ({
    newActions,
    actionsToReplace: replacing.map(({ row }, index) => ({ id: ids[index]!, ...row })),
  });
  const hand = await settled(() => handUpload(bodyOf(twins.hand)));
  const made = await settled(() => kitUpload(bodyOf(twins.kit)));
  const idsOf = (answer: typeof hand) => (answer.ok?.actionIds as string[] | undefined) ?? [];
  const named = (answer: typeof hand) =>
    JSON.parse(
      idsOf(answer).reduce((text, id, index) => text.replaceAll(id, `ID${index}`), JSON.stringify(answer)),
    ) as Record<string, unknown>;
  const written = async (answer: typeof hand) =>
    Promise.all(
      idsOf(answer).map(async (id) => ({ stored: await storedOf(id), history: await historyOf(id) })),
    );
  const refs = async (answer: typeof hand) =>
    Promise.all(
      idsOf(answer)
        .slice(0, newActions.length)
        .map(async (id) => (await raw(id)).refNumber as number),
    );
  return {
    hand: named(hand),
    kit: named(made),
    written: { hand: await written(hand), kit: await written(made) },
    refs: { hand: await refs(hand), kit: await refs(made) },
  };
}

beforeAll(async () => {
  scope = await ownProject(`${run} kit action upload`);
});

describe('createActionsFromUpload through the kit answers and writes as the hand-written upload did', () => {
  it('creates rows with every field, none, blanks and times alike, in consecutive ref numbers', async () => {
    const rows = [
      {
        name: `  ${run} full  `,
        description: '<p>Hello <script>alert(1)</script><b>there</b></p>',
        ragStatus: RagStatus.GREEN,
        progressStatus: ProgressStatus.COMPLETED,
        startDate: '2026-01-05',
        endDate: '2026-02-01T00:00:00',
        actionTypeId: typeA,
        ownerId: f.userId('owner'),
        assignedToId: f.userId('contributor'),
      },
      { name: `${run} bare` },
      {
        name: `${run} blanks`,
        description: '',
        startDate: '',
        endDate: null,
        actionTypeId: null,
        ownerId: null,
      },
      { name: `${run} end only`, endDate: '2026-09-30', ragStatus: RagStatus.UNKNOWN },
    ];
    const result = await uploadBoth(rows);
    expect(result.hand).toEqual({
      ok: { created: 4, replaced: 0, actionIds: ['ID0', 'ID1', 'ID2', 'ID3'] },
    });
    expect(result.kit).toEqual(result.hand);
    expect(apartFromInitialEndDate(result.written.kit)).toEqual(apartFromInitialEndDate(result.written.hand));
    const none = '0001-01-01T00:00:00';
    expect(initialEndDates(result.written.hand)).toEqual([none, none, none, none]);
    expect(initialEndDates(result.written.kit)).toEqual([
      '2026-02-01T00:00:00',
      none,
      none,
      '2026-09-30T00:00:00',
    ]);
    // Each took the next ref numbers of the same counter: the kit's follow the hand-written ones.
    const last = result.refs.hand.at(-1)!;
    expect(result.refs.hand).toEqual([last - 3, last - 2, last - 1, last]);
    expect(result.refs.kit).toEqual([last + 1, last + 2, last + 3, last + 4]);
    expect(result.written.kit[0]!.stored).toMatchObject({
      name: `${run} full`,
      ownerFirstName: expect.any(String),
      initialEndDate: '2026-02-01T00:00:00',
    });
  });

  it('replaces alike: given fields set, empty type, owner and assignee kept, empty dates and description cleared', async () => {
    const result = await uploadBoth(
      [{ name: `${run} beside` }],
      [
        { existing: fullInput(), row: { name: `${run} renamed `, ragStatus: RagStatus.RED } },
        {
          existing: fullInput(),
          row: {
            name: `${run} kept`,
            actionTypeId: null,
            ownerId: '',
            assignedToId: null,
            startDate: null,
            endDate: '',
          },
        },
        {
          existing: fullInput(),
          row: {
            name: `${run} moved`,
            description: '',
            actionTypeId: typeB,
            ownerId: f.userId('owner'),
            assignedToId: f.userId('contributor'),
            startDate: '2026-05-01',
            endDate: '2026-07-01T00:00:00',
            progressStatus: ProgressStatus.COMPLETED,
          },
        },
        // The same values: no write, the version stays.
        { existing: fullInput(), row: { ...fullInput(), businessAreaIds: undefined } },
        // An end date on an action kept without one.
        { existing: { name: `${run} undated` }, row: { name: `${run} undated`, endDate: '2026-12-01' } },
      ],
    );
    expect(result.hand).toMatchObject({ ok: { created: 1, replaced: 5 } });
    expect(result.kit).toEqual(result.hand);
    expect(apartFromInitialEndDate(result.written.kit)).toEqual(apartFromInitialEndDate(result.written.hand));
    // The kept twins keep the initial end date they were created with; the undated one gets its first.
    const [kept, none] = ['2026-04-01T00:00:00', '0001-01-01T00:00:00'];
    expect(initialEndDates(result.written.hand)).toEqual([none, kept, kept, kept, kept, none]);
    expect(initialEndDates(result.written.kit)).toEqual([
      none,
      kept,
      kept,
      kept,
      kept,
      '2026-12-01T00:00:00',
    ]);
    expect(result.written.kit[5]!.history).toContainEqual({
      action: 'update',
      field: 'initialEndDate',
      oldValue: JSON.stringify(none),
      newValue: JSON.stringify('2026-12-01T00:00:00'),
    });
    expect(result.written.kit[2]!.stored).toMatchObject({
      actionTypeId: typeA,
      ownerId: f.userId('contributor'),
      assignedToId: f.userId('owner'),
      startDate: '0001-01-01T00:00:00',
    });
    expect(result.written.kit[4]!.stored).toMatchObject({ version: 1 });
  });

  it('refuses every bad row in the same 400: status, message, field and each row problem', async () => {
    const bodies: [Record<string, unknown>[], Record<string, unknown>[]][] = [
      [[{ name: `${run} bad`, ragStatus: 9 }], []],
      [
        [
          { name: '   ' },
          { name: 'x'.repeat(201) },
          { name: `${run} p`, progressStatus: 42, startDate: '1 May', endDate: '2026-13' },
          { name: `${run} pair`, startDate: '2026-05-02', endDate: '2026-05-01' },
          { name: `${run} refs`, actionTypeId: crypto.randomUUID(), ownerId: crypto.randomUUID() },
          { name: `${run} assignee`, assignedToId: crypto.randomUUID() },
        ],
        [{ id: crypto.randomUUID(), name: '' }],
      ],
      [[], [{ id: crypto.randomUUID(), name: `${run} ghost` }]],
    ];
    for (const [newActions, actionsToReplace] of bodies) {
      const hand = await settled(() => handUpload({ newActions, actionsToReplace }));
      const made = await settled(() => kitUpload({ newActions, actionsToReplace }));
      expect(hand.status).toBe(400);
      expect(made).toEqual(hand);
    }
    const several = await settled(() =>
      kitUpload({ newActions: bodies[1]![0], actionsToReplace: bodies[1]![1] }),
    );
    expect(several.rows).toContainEqual({
      list: 'newActions',
      row: 4,
      field: 'actionTypeId',
      message: 'No such action type.',
    });
    expect(several.rows).toContainEqual({
      list: 'actionsToReplace',
      row: -1,
      field: 'id',
      message: 'An action to replace does not exist.',
    });
  });

  it('refuses a repeated replacement as a row problem, where the hand-written call wrote it twice (decided)', async () => {
    const result = await uploadBoth([], [{ existing: fullInput(), row: { name: `${run} once` } }]);
    expect(result.kit).toEqual(result.hand);
    const id = (await handWritten.createAction(caller, scope, fullInput() as never)).id;
    const rows = [
      { id, name: `${run} first` },
      { id, name: `${run} second` },
    ];
    const hand = await settled(() => handUpload({ newActions: [], actionsToReplace: rows }));
    const made = await settled(() => kitUpload({ newActions: [], actionsToReplace: rows }));
    // Side by side at the same version, one of the two writes lost (409) after the other was written.
    expect(hand.status).toBe(409);
    expect(made).toMatchObject({
      status: 400,
      field: 'body.actionsToReplace.1.id',
      rows: [{ list: 'actionsToReplace', row: 1, field: 'id', message: 'is replaced by an earlier row' }],
    });
  });

  it('reads the look-ups once per upload; the kit reads the project once more', async () => {
    const body = {
      newActions: [{ name: `${run} counted`, ownerId: f.userId('owner'), actionTypeId: typeA }],
      actionsToReplace: [],
    };
    const callsOf = dynamoDbCallsOf;
    const hand = await callsOf(() => handUpload(body));
    const made = await callsOf(() => kitUpload(body));
    // Both: the action types and the members (2 Query), the ref counter, the create and its history.
    const writes = { Query: 2, UpdateItem: 1, TransactWriteItems: 2 };
    // The kit names the owner and the type from the look-ups too (`KnownNames`, the owner's name parts
    // handed to `beforeCreate` as a member check's are), but reads the project afresh (a write; the
    // hand-written call cached it).
    expect({ hand, made }).toEqual({ hand: writes, made: { ...writes, GetItem: 1 } });
  });

  it('is served by the kit: the endpoint answers `actionIds` and keeps the first end date as the initial one', async () => {
    const params = { projectId: scope.projectId };
    const response = await callAction('createActionsFromUpload', {
      params,
      body: { newActions: [{ name: `${run} served`, endDate: '2026-10-01' }], actionsToReplace: [] },
    });
    expect(response.status).toBe(200);
    const answer = response.json.payload as { created: number; replaced: number; actionIds: string[] };
    expect(Object.keys(answer)).toEqual(['created', 'replaced', 'actionIds']);
    const read = await callAction('getAction', { params: { ...params, actionId: answer.actionIds[0]! } });
    // The hand-written upload kept no initial end date for a new row (the sentinel).
    expect(read.json.payload).toMatchObject({
      endDate: '2026-10-01T00:00:00',
      initialEndDate: '2026-10-01T00:00:00',
    });
  });
});
