import { beforeAll, describe, expect, it } from 'vitest';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { demoFixtures as f } from './matrix/probe';
import {
  actionType,
  adminCaller as caller,
  businessArea,
  dynamoDbCallsOf,
  kitActionTable,
  organisationId,
  ownProject,
} from './kit-action-fixture';
import { servedUpdateActionField } from './served-action-field-edits';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { readHistory } = await import('@tandem/functions/data/history');
const { patchStoredAction, storedActionById } = await import('@tandem/functions/data/entities/action');
const handWritten = await import('./served-action-writes');
const handBulk = await import('./served-action-bulk');

/**
 * Issue 9, the three small differences the kit's action endpoints still had (docs/architecture.md
 * "Actions and the kit"), each driven through the hand-written implementation kept as the reference
 * and through the kit's: the grid's owner edit's DynamoDB calls, the history a bulk update records for
 * a first action type, and which fault a body with several names first.
 */
const run = `kitsd${Date.now().toString(36)}`;
const kit = kitActionTable();
const quickWin = demoTagId('a', 'Quick win');
const nobody = 'no-such-user';

let scope = { organisationId, projectId: '' };

type Answer = Record<string, unknown> & { id: string; version: number };
type Body = Record<string, unknown>;
const kitCall = async <T = Answer>(id: keyof typeof kit, body: Body, params: Record<string, string> = {}) =>
  (await (kit[id] as (request: never) => Promise<unknown>)({
    caller,
    params: { ...scope, ...params },
    query: {},
    body,
  } as never)) as T;

/** The calls one request makes, by DynamoDB command. */
const callsOf = dynamoDbCallsOf;

/** What a refused call answers: status, the field named, the message. */
async function refusal(call: () => Promise<unknown>) {
  try {
    await call();
    return 'accepted';
  } catch (error) {
    const { statusCode, details, message } = error as {
      statusCode?: number;
      details?: { field?: string };
      message: string;
    };
    return { statusCode, field: details?.field, message };
  }
}

/** The history items of an action, oldest first, field by field; the create's ref number named alike. */
const history = async (actionId: string) =>
  (await readHistory({ ...scope, entityType: 'action', entityId: actionId }))
    .map(({ field, oldValue, newValue, action, version }) => ({
      field,
      oldValue,
      newValue: newValue?.replace(/^\{"refNumber":\d+,/, '{"refNumber":"REF",'),
      action,
      version,
    }))
    .sort((a, b) => a.version - b.version || String(a.field).localeCompare(String(b.field)));

const created = async (body: Body) => (await handWritten.createAction(caller, scope, body as never)).id;

describe('the small differences the kit had on the served action endpoints', () => {
  // A project of its own.
  beforeAll(async () => {
    scope = await ownProject(`${run} small diffs`);
  });

  it("reads the owner's membership once in the grid's owner edit, as served", async () => {
    const [handId, kitId] = [
      await created({ name: `${run} owner` }),
      await created({ name: `${run} owner` }),
    ];
    // A first edit of each warms the project names the served answer caches per Lambda.
    const first = { id: f.userId('contributor'), version: 1 };
    await servedUpdateActionField(caller, scope, handId, 'owner', first);
    await kitCall('updateActionField', first, { actionId: kitId, fieldName: 'owner' });
    const edit = { id: f.userId('owner'), version: 2 };
    const hand = await callsOf(() => servedUpdateActionField(caller, scope, handId, 'owner', edit));
    const made = await callsOf(() =>
      kitCall('updateActionField', edit, { actionId: kitId, fieldName: 'owner' }),
    );
    // The served edit: the action and the membership (2 GetItem), the write and the assignment notice.
    expect(hand).toEqual({ GetItem: 2, TransactWriteItems: 2 });
    // The kit: the project (a write reads it afresh), the action and the membership once (was twice:
    // its member check, then the action rule's name parts). The answer is made from the item as written:
    // no association Query for its tags (the item keeps its tagIds) and no BatchGet reading it again.
    expect(made).toEqual({ GetItem: 3, TransactWriteItems: 2 });
    expect(await history(kitId)).toEqual(await history(handId));
  });

  it('reads a new owner once for a create and once for all the actions of a bulk update', async () => {
    const body = { name: `${run} owned`, ownerId: f.userId('owner') };
    // The project and the membership (was one membership GetItem more), the ref counter, the write and
    // the notice; the answer made from the item as written (was a Query and a BatchGet more, as above).
    expect(await callsOf(() => kitCall('createAction', body))).toEqual({
      GetItem: 2,
      UpdateItem: 1,
      TransactWriteItems: 2,
    });
    const ids = [await created({ name: `${run} bulk 1` }), await created({ name: `${run} bulk 2` })];
    const bulk = { actionIds: ids, ownerId: f.userId('contributor') };
    // The project, the membership, the actions' BatchGet, a write and a notice each; was a membership
    // GetItem more per action (the rule's name parts).
    expect(await callsOf(() => kitCall('bulkUpdateActions', bulk))).toEqual({
      GetItem: 2,
      BatchGetItem: 1,
      TransactWriteItems: 4,
    });
  });

  it('duplicates an action whose owner has left the organisation, as served: the name parts copied, no read', async () => {
    const original = await created({ name: `${run} left`, ownerId: f.userId('owner') });
    // The owner removed from the organisation since (the membership gone; the item keeps the names).
    await patchStoredAction(scope.organisationId, scope.projectId, original, { ownerId: 'former-member' });
    const [hand] = await handBulk.duplicateActions(caller, scope, [original]);
    let made: Answer[] = [];
    const calls = await callsOf(async () => {
      made = await kitCall<Answer[]>('duplicateActions', { actionIds: [original] });
    });
    // Was a 400 (`body.owner: not a member of the organisation.`) after a membership GetItem.
    expect(made[0]!.owner).toEqual(hand!.owner);
    expect(made[0]!.owner).toMatchObject({ sub: 'former-member', firstName: expect.any(String) });
    const storedOwner = async (actionId: string) => {
      const data = await storedActionById(scope.organisationId, scope.projectId, actionId);
      return [data?.ownerId, data?.ownerFirstName, data?.ownerLastName];
    };
    expect(await storedOwner(made[0]!.id)).toEqual(await storedOwner(hand!.id));
    // The project, the ref counter, the write; no membership read.
    expect(calls.GetItem).toBe(1);
  });

  it('records null as the old value of a first action type set by bulk update, as served', async () => {
    const [handId, kitId] = [
      await created({ name: `${run} typed` }),
      await created({ name: `${run} typed` }),
    ];
    await handBulk.bulkUpdateActions(caller, scope, { actionIds: [handId], actionTypeId: actionType });
    await kitCall('bulkUpdateActions', { actionIds: [kitId], actionTypeId: actionType });
    const handHistory = await history(handId);
    expect(handHistory.at(-1)).toMatchObject({ field: 'actionTypeId', oldValue: 'null', version: 2 });
    expect(await history(kitId)).toEqual(handHistory);
    // Cleared, then set again: the kept '' is the old value, alike.
    await handWritten.updateAction(caller, scope, handId, { actionTypeId: null, version: 2 });
    await kitCall('updateAction', { actionTypeId: null, version: 2 }, { actionId: kitId });
    await handBulk.bulkUpdateActions(caller, scope, { actionIds: [handId], actionTypeId: actionType });
    await kitCall('bulkUpdateActions', { actionIds: [kitId], actionTypeId: actionType });
    const again = await history(handId);
    expect(again.at(-1)).toMatchObject({ field: 'actionTypeId', oldValue: '""', version: 4 });
    expect(await history(kitId)).toEqual(again);
  });

  // Bodies with two or three faults, each of which alone is a 400: the same one is named first.
  const late = '2026-05-01';
  const early = '2026-04-01';
  const faults: Record<string, Body> = {
    dates: { startDate: late, endDate: early },
    actionType: { actionTypeId: 'no-such-type' },
    owner: { ownerId: nobody },
    assignee: { assignedToId: nobody },
    businessArea: { businessAreaIds: [businessArea, 'no-such-area'] },
    tag: { tagIds: [quickWin, 'no-such-tag'] },
  };
  const pairs = (names: string[]) =>
    names.flatMap((one, index) => names.slice(index + 1).map((other) => [one, other]));
  const bodyOf = (names: string[]) => Object.assign({}, ...names.map((name) => faults[name]!)) as Body;

  it('names the same first fault of a create body with several', async () => {
    const names = Object.keys(faults);
    for (const combination of [...pairs(names), ['assignee', 'owner', 'actionType'], names]) {
      const body = { name: `${run} faulty`, ...bodyOf(combination) };
      const hand = await refusal(() => handWritten.createAction(caller, scope, body as never));
      expect(hand, combination.join('+')).toMatchObject({ statusCode: 400 });
      const made = await refusal(() => kitCall('createAction', body));
      expect((made as { field?: string }).field, combination.join('+')).toBe(
        (hand as { field: string }).field,
      );
    }
  });

  it('names the same first fault of an add-multiple body with several, item by item', async () => {
    for (const [first, second] of [
      ['tag', 'owner'],
      ['tag', 'dates'],
      ['businessArea', 'dates'],
      ['assignee', 'actionType'],
    ] as const) {
      const bodies = [
        { name: `${run} one`, ...faults[first] },
        { name: `${run} two`, ...faults[second] },
      ];
      const hand = await refusal(() => handWritten.addMultipleActions(caller, scope, bodies as never));
      expect(hand, `${first}, then ${second}`).toMatchObject({ statusCode: 400 });
      const made = await refusal(() => kitCall('addMultipleActions', { actions: bodies }));
      expect((made as { field?: string }).field, `${first}, then ${second}`).toBe(
        (hand as { field: string }).field,
      );
    }
  });

  it('names the same first fault of an update body with several', async () => {
    const [handId, kitId] = [
      await created({ name: `${run} update`, startDate: early, endDate: late }),
      await created({ name: `${run} update`, startDate: early, endDate: late }),
    ];
    const names = Object.keys(faults).filter((name) => name !== 'tag');
    // A start date alone past the kept end date: the form's pair refusal, beside reference faults.
    const startPast = { startDate: '2026-06-01' };
    const bodies = [
      ...[...pairs(names), ['assignee', 'owner', 'actionType'], names].map(bodyOf),
      { ...startPast, ...faults.owner },
      { ...startPast, ...faults.businessArea, ...faults.assignee },
    ];
    for (const faulty of bodies) {
      const body = { ...faulty, version: 1 };
      const hand = await refusal(() => handWritten.updateAction(caller, scope, handId, body as never));
      expect(hand, JSON.stringify(faulty)).toMatchObject({ statusCode: 400 });
      const made = await refusal(() => kitCall('updateAction', body, { actionId: kitId }));
      expect((made as { field?: string }).field, JSON.stringify(faulty)).toBe(
        (hand as { field: string }).field,
      );
    }
    // A missing action with a faulty body: the 404 first, alike.
    const missing = await refusal(() =>
      kitCall('updateAction', { ...bodyOf(names), version: 1 }, { actionId: crypto.randomUUID() }),
    );
    expect(missing).toMatchObject({ statusCode: 404 });
  });

  it("names the same first fault of the grid's field edit with several", async () => {
    const [handId, kitId] = [
      await created({ name: `${run} grid`, startDate: early, endDate: late }),
      await created({ name: `${run} grid`, startDate: early, endDate: late }),
    ];
    const edits: [string, Body][] = [
      // A payload refused beside a stale version, a non-member beside a stale version.
      ['name', { text: ' ', version: 7 }],
      ['ragStatus', { number: 9, version: 7 }],
      ['owner', { id: nobody, version: 7 }],
      ['assignedTo', { id: nobody, version: 7 }],
      ['startDate', { date: '2026-06-01', version: 7 }],
      ['endDate', { date: '2026-03-01', version: 7 }],
      // Other payloads beside the field's own.
      ['owner', { id: nobody, text: '', number: 9, date: '2026-06-01', version: 1 }],
      ['endDate', { date: '2026-03-01', id: nobody, text: ' ', version: 1 }],
      ['progressStatus', { number: 99, id: nobody, version: 7 }],
    ];
    for (const [fieldName, body] of edits) {
      const what = `${fieldName} ${JSON.stringify(body)}`;
      const hand = await refusal(() =>
        servedUpdateActionField(caller, scope, handId, fieldName, body as never),
      );
      expect(hand, what).toMatchObject({ statusCode: 400 });
      const made = await refusal(() => kitCall('updateActionField', body, { actionId: kitId, fieldName }));
      expect(made, what).toEqual(hand);
    }
  });

  it('refuses a faulty bulk update body before it looks for the actions, as served', async () => {
    const kept = await created({ name: `${run} bulk faults` });
    const missing = crypto.randomUUID();
    const names = ['dates', 'actionType', 'owner', 'assignee'];
    const combinations = [...names.map((name) => [name]), ...pairs(names), names];
    for (const actionIds of [[missing], [kept, missing], [kept]])
      for (const combination of combinations) {
        const body = { actionIds, ...bodyOf(combination) };
        const what = `${combination.join('+')} of ${actionIds.length} action(s)`;
        const hand = await refusal(() => handBulk.bulkUpdateActions(caller, scope, body as never));
        // The body's 400 first, even beside a missing action (was the kit's 404).
        expect(hand, what).toMatchObject({ statusCode: 400 });
        expect(await refusal(() => kitCall('bulkUpdateActions', body)), what).toEqual(hand);
      }
    // A body without a fault beside a missing action: the 404, alike.
    const body = { actionIds: [kept, missing], ownerId: f.userId('owner') };
    const hand = await refusal(() => handBulk.bulkUpdateActions(caller, scope, body as never));
    expect(hand).toMatchObject({ statusCode: 404 });
    expect(await refusal(() => kitCall('bulkUpdateActions', body))).toEqual(hand);
  });

  it('refuses alike with a RAG outside the list and an unknown owner in one create', async () => {
    const body = { name: `${run} rag`, ragStatus: RagStatus.RED, ...faults.owner, ...faults.dates };
    const hand = await refusal(() => handWritten.createAction(caller, scope, body as never));
    expect(await refusal(() => kitCall('createAction', body))).toEqual(hand);
  });
});
