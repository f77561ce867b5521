import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { callAction } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import {
  actionType,
  businessArea,
  later as end,
  organisationId,
  owner,
  ownProject,
  rawAction,
  start,
} from './kit-action-fixture';
import { servedClearActionField, servedUpdateActionField } from './served-action-field-edits';

const { patchStoredAction } = await import('@tandem/functions/data/entities/action');
const { actionTarget } = await import('@tandem/functions/actions/store');
const { readHistory } = await import('@tandem/functions/data/history');
const { notificationEntity } = await import('@tandem/functions/data/entities/notification');
const { HttpError } = await import('@tandem/functions/http/http-error');
const { failure } = await import('@tandem/functions/http/respond');

// Issue 9 item 6: the per-field update (`PUT …/actions/{actionId}/{fieldName}`) and clear
// (`DELETE …/{fieldPath}?version=N`) answer, store and record exactly as the hand-written family did.
// Every case runs on two actions created alike: one edited by the hand-written implementation as it
// was served (`served-action-field-edits.ts`), one through the endpoint as served now. The answers
// (status and envelope, key for key in order), the stored items and the history items must be equal.
// A project of its own, so nothing else moves its actions.
const run = `kitfield${Date.now().toString(36)}`;
const admin = f.userId('admin');
const contributor = f.userId('contributor');
const caller = { userId: admin } as never;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;

let scope = { organisationId, projectId: '' };

type Answer = { status: number; body: unknown };
type Pair = { reference: string; served: string };

/** An answer or a stored item with what differs by nature between two actions (id, ref, times) named alike. */
function comparable(value: unknown, id: string, refNumber: number): unknown {
  const ref = String(refNumber).padStart(9, '0');
  const text = JSON.stringify(value ?? null)
    .replaceAll(id, 'ID')
    .replaceAll(`REF#${ref}`, 'REF#REF')
    .replaceAll(`"refKey":"${ref}"`, '"refKey":"REF"')
    .replaceAll(`"refNumber":${refNumber}`, '"refNumber":"REF"')
    .replace(ISO_TIME, 'TIME');
  return JSON.parse(text);
}

const raw = (actionId: string) => rawAction(scope, actionId);

/** The history items of an action, oldest version first; one change's items in field order. */
const historyOf = async (actionId: string) =>
  (await readHistory(actionTarget(scope.organisationId, scope.projectId, actionId)))
    .map(({ action, field, oldValue, newValue, version, userId, projectId }) => ({
      action,
      field,
      // Kept as JSON text: parsed, so a create's snapshot compares with its ref named alike.
      oldValue: oldValue === undefined ? undefined : (JSON.parse(oldValue) as unknown),
      newValue: newValue === undefined ? undefined : (JSON.parse(newValue) as unknown),
      version,
      userId,
      projectId,
    }))
    .sort((a, b) => a.version - b.version || String(a.field).localeCompare(String(b.field)));

/** The answer of an implementation called in the test, in the envelope the handler sends. */
async function answerOf(call: () => Promise<unknown>): Promise<Answer> {
  try {
    return { status: 200, body: JSON.parse(JSON.stringify({ payload: await call(), isError: false })) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const result = failure(error);
    return { status: result.statusCode!, body: JSON.parse(String(result.body)) };
  }
}

const created = {
  name: `${run} brief the call centre`,
  description: '<p>Before go-live</p>',
  ragStatus: RagStatus.AMBER,
  progressStatus: ProgressStatus.IN_PROGRESS,
  startDate: start,
  endDate: end,
  actionTypeId: actionType,
  ownerId: owner,
  assignedToId: contributor,
  businessAreaIds: [businessArea],
};

/** Two actions created alike through the served create (hand-written), at version 1 or later. */
async function pairOf(body: Record<string, unknown> = {}, edits = 0): Promise<Pair> {
  const ids: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const response = await callAction('createAction', { params: scope, body: { ...created, ...body } });
    expect(response.status).toBe(201);
    const id = (response.json.payload as { id: string }).id;
    // Someone else's edits first: a later stale edit then names the change that won.
    for (let version = 1; version <= edits; version += 1)
      expect(
        (
          await callAction('updateAction', {
            params: { ...scope, actionId: id },
            body: { name: `${run} renamed ${version}`, version },
          })
        ).status,
      ).toBe(200);
    ids.push(id);
  }
  return { reference: ids[0]!, served: ids[1]! };
}

const refOf = async (actionId: string) => ((await raw(actionId))?.refNumber as number | undefined) ?? 0;

/** Runs an edit both ways and compares the answers, the stored items and the history items. */
async function expectAlike(
  pair: Pair,
  reference: (actionId: string) => Promise<unknown>,
  served: (actionId: string) => Promise<Answer>,
) {
  const referenceAnswer = await answerOf(() => reference(pair.reference));
  const servedAnswer = await served(pair.served);
  const [referenceRef, servedRef] = [await refOf(pair.reference), await refOf(pair.served)];
  const left = (value: unknown) => comparable(value, pair.reference, referenceRef);
  const right = (value: unknown) => comparable(value, pair.served, servedRef);
  // Key for key, in order: the JSON texts are equal.
  expect(JSON.stringify(right(servedAnswer))).toBe(JSON.stringify(left(referenceAnswer)));
  expect(right(await raw(pair.served))).toEqual(left(await raw(pair.reference)));
  expect(right(await historyOf(pair.served))).toEqual(left(await historyOf(pair.reference)));
  return servedAnswer;
}

const httpAnswer = async (response: Promise<{ status: number; json: unknown }>): Promise<Answer> => {
  const { status, json } = await response;
  return { status, body: json };
};

/** `PUT …/{actionId}/{fieldName}` both ways. */
const updateBoth = (pair: Pair, fieldName: string, body: Record<string, unknown> & { version: number }) =>
  expectAlike(
    pair,
    (actionId) => servedUpdateActionField(caller, scope, actionId, fieldName, body),
    (actionId) =>
      httpAnswer(callAction('updateActionField', { params: { ...scope, actionId, fieldName }, body })),
  );

/** `DELETE …/{actionId}/{fieldPath}?version=N` both ways. */
const clearBoth = (pair: Pair, fieldPath: string, version: string) =>
  expectAlike(
    pair,
    (actionId) => servedClearActionField(caller, scope, actionId, fieldPath, version),
    (actionId) =>
      httpAnswer(
        callAction('clearActionField', {
          params: { ...scope, actionId, fieldPath },
          query: `version=${encodeURIComponent(version)}`,
        }),
      ),
  );

describe('per-field update and clear of actions answer, store and record as the hand-written family did', () => {
  it('makes its own project', async () => {
    scope = await ownProject(`${run} field edits`);
  });

  describe('TextField: name', () => {
    it.each([
      ['a new name, trimmed', { text: `  ${run} new name  ` }, 200],
      ['the same name', { text: created.name }, 200],
      ['blanks', { text: '   ' }, 400],
      ['null', { text: null }, 400],
      ['no text', {}, 400],
      ['an id instead of text', { id: owner }, 400],
    ])('%s', async (_case, body, status) => {
      const answer = await updateBoth(await pairOf(), 'name', { ...body, version: 1 });
      expect(answer.status).toBe(status);
    });
  });

  describe('NumericField: ragStatus (an empty edit is ignored) and progressStatus', () => {
    it.each([
      ['ragStatus', 'a RAG', { number: RagStatus.GREEN }, 200],
      ['ragStatus', 'the same RAG', { number: RagStatus.AMBER }, 200],
      ['ragStatus', 'unknown RAG', { number: RagStatus.UNKNOWN }, 200],
      ['ragStatus', 'null: ignored', { number: null }, 200],
      ['ragStatus', 'no number: ignored', {}, 200],
      ['ragStatus', 'not a RAG', { number: 7 }, 400],
      ['progressStatus', 'a progress', { number: ProgressStatus.COMPLETED }, 200],
      ['progressStatus', 'null', { number: null }, 400],
      ['progressStatus', 'no number', {}, 400],
      ['progressStatus', 'not a progress', { number: 0 }, 400],
      ['progressStatus', 'out of range', { number: 99 }, 400],
    ])('%s: %s', async (fieldName, _case, body, status) => {
      const answer = await updateBoth(await pairOf(), fieldName, { ...body, version: 1 });
      expect(answer.status).toBe(status);
    });
  });

  describe('IdField: owner and assignedTo (an empty edit is ignored)', () => {
    it.each([
      ['owner', 'another member', { id: contributor }, 200],
      ['owner', 'the same member', { id: owner }, 200],
      ['owner', 'null: ignored', { id: null }, 200],
      ['owner', 'no id: ignored', {}, 200],
      ['owner', 'not a member', { id: 'nosuchuser' }, 400],
      ['assignedTo', 'another member', { id: admin }, 200],
      ['assignedTo', 'null: ignored', { id: null }, 200],
      ['assignedTo', 'no id: ignored', {}, 200],
      ['assignedTo', 'not a member', { id: 'nosuchuser' }, 400],
    ])('%s: %s', async (fieldName, _case, body, status) => {
      const answer = await updateBoth(await pairOf(), fieldName, { ...body, version: 1 });
      expect(answer.status).toBe(status);
    });
  });

  describe('DateField: startDate and endDate (order rule, initial end date)', () => {
    const dayBefore = addCalendarDays(start, -1)!;
    it.each([
      ['startDate', 'an earlier start', { date: dayBefore }, 200],
      ['startDate', 'a start with a time', { date: `${dayBefore}T00:00:00` }, 200],
      ['startDate', 'the same start', { date: start }, 200],
      ['startDate', 'null: cleared', { date: null }, 200],
      ['startDate', 'no date: cleared', {}, 200],
      ['startDate', 'the empty-date sentinel: cleared', { date: '0001-01-01T00:00:00' }, 200],
      ['startDate', 'on the end date', { date: end }, 400],
      ['startDate', 'after the end date', { date: addCalendarDays(end, 1)! }, 400],
      ['endDate', 'a later end', { date: addCalendarDays(end, 5)! }, 200],
      ['endDate', 'null: cleared', { date: null }, 200],
      ['endDate', 'on the start date', { date: start }, 400],
      ['endDate', 'before the start date', { date: dayBefore }, 400],
    ])('%s: %s', async (fieldName, _case, body, status) => {
      const answer = await updateBoth(await pairOf(), fieldName, { ...body, version: 1 });
      expect(answer.status).toBe(status);
    });

    it('sets the initial end date when an end date is first set, and only then', async () => {
      const pair = await pairOf({ endDate: null });
      const first = await updateBoth(pair, 'endDate', { date: end, version: 1 });
      expect(first.status).toBe(200);
      expect((first.body as { payload: { initialEndDate: string } }).payload.initialEndDate).toBe(
        `${end}T00:00:00`,
      );
      const moved = await updateBoth(pair, 'endDate', { date: addCalendarDays(end, 3)!, version: 2 });
      expect((moved.body as { payload: { initialEndDate: string } }).payload.initialEndDate).toBe(
        `${end}T00:00:00`,
      );
      await updateBoth(pair, 'endDate', { date: null, version: 3 });
      await updateBoth(pair, 'startDate', { date: addCalendarDays(start, 1)!, version: 4 });
    });

    it('leaves an empty initial end date alone when another field of an action with an end date is edited', async () => {
      // An action written before the initial end date was kept: an end date, no initial one.
      const pair = await pairOf();
      for (const actionId of [pair.reference, pair.served])
        await patchStoredAction(scope.organisationId, scope.projectId, actionId, {
          initialEndDate: '0001-01-01T00:00:00',
        });
      await updateBoth(pair, 'name', { text: `${run} legacy`, version: 1 });
      await updateBoth(pair, 'startDate', { date: addCalendarDays(start, 1)!, version: 2 });
      await clearBoth(pair, 'description', '3');
      expect((await raw(pair.served)).initialEndDate).toBe('0001-01-01T00:00:00');
    });
  });

  it('tells the new owner and the new assignee alike (never the one who made the change)', async () => {
    /** The notices a person has about an action, as the bell lists them (the actor is the caller). */
    const noticesOf = async (userId: string, actionId: string) =>
      (
        await notificationEntity.query
          .byUser({ userId })
          .begins({ organisationId })
          .go({ pages: 'all', consistent: true })
      ).data
        .filter((notice) => notice.entityId === actionId)
        .map(({ kind, entityType, projectId, itemName, actorId }) => ({
          kind,
          entityType,
          projectId,
          itemName,
          actorId,
        }));
    const pair = await pairOf({ ownerId: admin, assignedToId: admin });
    await updateBoth(pair, 'owner', { id: contributor, version: 1 });
    await updateBoth(pair, 'assignedTo', { id: owner, version: 2 });
    await updateBoth(pair, 'owner', { id: admin, version: 3 });
    for (const userId of [contributor, owner, admin]) {
      const served = await noticesOf(userId, pair.served);
      expect(served).toEqual(await noticesOf(userId, pair.reference));
      expect(served).toHaveLength(userId === admin ? 0 : 1);
    }
  });

  describe('field names and missing actions', () => {
    it.each(['description', 'actionType', 'businessAreaIds', 'ownerId', 'nope'])(
      'refuses a field edit of %s',
      async (fieldName) => {
        const answer = await updateBoth(await pairOf(), fieldName, { text: 'x', version: 1 });
        expect(answer.status).toBe(400);
      },
    );

    it('answers 404 for an action that is not there', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      const answer = await expectAlike(
        { reference: missing, served: missing },
        (actionId) => servedUpdateActionField(caller, scope, actionId, 'name', { text: 'x', version: 1 }),
        (actionId) =>
          httpAnswer(
            callAction('updateActionField', {
              params: { ...scope, actionId, fieldName: 'name' },
              body: { text: 'x', version: 1 },
            }),
          ),
      );
      expect(answer.status).toBe(404);
    });

    it.each([
      ['ragStatus', { number: 7 }],
      ['name', { text: ' ' }],
      ['startDate', { date: '2026-01-01' }],
    ])('answers a %s edit %j of an action that is not there', async (fieldName, body) => {
      const missing = '00000000-0000-4000-8000-000000000001';
      await expectAlike(
        { reference: missing, served: missing },
        (actionId) => servedUpdateActionField(caller, scope, actionId, fieldName, { ...body, version: 1 }),
        (actionId) =>
          httpAnswer(
            callAction('updateActionField', {
              params: { ...scope, actionId, fieldName },
              body: { ...body, version: 1 },
            }),
          ),
      );
    });
  });

  describe('stale versions', () => {
    it.each([
      ['name', { text: `${run} too late` }],
      ['name', { text: `${run} renamed 1` }],
      ['ragStatus', { number: RagStatus.RED }],
      ['ragStatus', { number: null }],
      ['owner', { id: null }],
      ['owner', { id: contributor }],
      ['assignedTo', {}],
      ['startDate', { date: addCalendarDays(start, 1)! }],
      ['endDate', { date: addCalendarDays(end, 1)! }],
      ['endDate', { date: start }],
      ['progressStatus', { number: ProgressStatus.CANCELLED }],
    ])('%s %j at an old version: the one 409 naming the change that won', async (fieldName, body) => {
      const answer = await updateBoth(await pairOf({}, 1), fieldName, { ...body, version: 1 });
      expect([400, 409]).toContain(answer.status);
    });

    it.each(['description', 'startDate', 'endDate', 'actionType'])(
      'clears %s at an old version: the one 409',
      async (fieldPath) => {
        const answer = await clearBoth(await pairOf({}, 1), fieldPath, '1');
        expect(answer.status).toBe(409);
      },
    );
  });

  describe('clear', () => {
    it.each(['description', 'startDate', 'endDate', 'actionType'])(
      'clears %s, then again',
      async (fieldPath) => {
        const pair = await pairOf();
        expect((await clearBoth(pair, fieldPath, '1')).status).toBe(200);
        // Nothing left to clear: no write, the same version answered.
        expect((await clearBoth(pair, fieldPath, '2')).status).toBe(200);
      },
    );

    it.each([
      ['name', '1'],
      ['ragStatus', '1'],
      ['owner', '1'],
      ['assignedTo', '1'],
      ['progressStatus', '1'],
      ['businessAreaIds', '1'],
      ['actionTypeId', '1'],
      ['description', 'x'],
      ['description', '0'],
      ['nope', 'x'],
    ])('refuses to clear %s at version %s', async (fieldPath, version) => {
      const answer = await clearBoth(await pairOf(), fieldPath, version);
      expect(answer.status).toBe(400);
    });
  });
});
