import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { audiences } from '@tandem/shared/audiences/audience';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import {
  actionType,
  adminCaller as caller,
  assignee,
  businessArea,
  due,
  kitActionTable,
  later,
  organisationId,
  owner,
  ownProject,
  rawAction,
  start,
} from './kit-action-fixture';

const { actionOrganisationEntity } = await import('@tandem/functions/data/entities/action-organisation');
const { counterEntity } = await import('@tandem/functions/data/entities/counter');
const { readHistory } = await import('@tandem/functions/data/history');
const handWritten = await import('./served-action-writes');

/**
 * Issue 9 item 6: the action writes the kit is to serve (create, add-multiple, update) driven with the
 * SAME inputs through the hand-written service and through the kit's implementations (the table the
 * actions group's handler routes to): the answers key for key, the stored items (the four index
 * attributes, the initial end date, the owner's name parts, the jobs registry, the counters and ref
 * numbers), the history items and the refusals (400 naming the field, 409 on a stale save) agree.
 * A project of its own, so counters are exact.
 */
const run = `kitwr${Date.now().toString(36)}`;
const kit = kitActionTable();
const otherArea = demoCoreDataId('a', 'businessArea', 'Estates');
const quickWin = demoTagId('a', 'Quick win');
const board = demoTagId('a', 'Board visibility');

let scope = { organisationId, projectId: '' };
/** Audiences of the file's own project (made with it): an action's audiences must be the project's. */
const audience = { a: '', b: '', c: '' };

/** A new audience of the file's own project, made through the API: its id. */
async function newAudience(name: string) {
  const made = await api('POST', buildPath(audiences.endpoints.createAudience.path, scope), {
    headers: await bearer('admin'),
    body: JSON.stringify({ name }),
  });
  expect(made.status, made.json.message).toBe(201);
  return (made.json.payload as { id: string }).id;
}

type Answer = Record<string, unknown> & { id: string; refNumber: number; version: number };
type Body = Record<string, unknown>;
const request = (body: Body, params: Record<string, string> = {}) =>
  ({ caller, params: { ...scope, ...params }, query: {}, body }) as never;
const kitCall = async <T = Answer>(id: keyof typeof kit, body: Body, params: Record<string, string> = {}) =>
  (await (kit[id] as (request: never) => Promise<unknown>)(request(body, params))) as T;

/** What a refused call answers: status, the field named, the message. */
async function refusal(call: () => Promise<unknown>) {
  try {
    await call();
    return 'accepted';
  } catch (error) {
    const { statusCode, details, message } = error as {
      statusCode?: number;
      details?: { field?: string; reason?: string };
      message: string;
    };
    // When the other change was made differs by nature.
    const at = message.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, 'TIME');
    return { statusCode, field: details?.field, reason: details?.reason, message: at };
  }
}

/** An answer with what differs by nature between two actions (id, ref, times) named alike. */
function comparableAnswer(answer: Record<string, unknown>) {
  const { createdAt: _c, updatedAt: _u, refNumber: _r, ...rest } = answer;
  return JSON.parse(JSON.stringify(rest).replaceAll(String(answer.id), 'ID')) as Record<string, unknown>;
}

const raw = (actionId: string) => rawAction(scope, actionId);

/** A stored item with what differs by nature between two actions named alike (the ref key too). */
function comparableItem(item: Record<string, unknown>) {
  const id = String(item.actionId);
  const ref = String(item.refNumber).padStart(9, '0');
  const { createdAt: _c, updatedAt: _u, refNumber: _r, actionId: _a, ...rest } = item;
  const named = JSON.parse(JSON.stringify(rest).replaceAll(id, 'ID')) as Record<string, unknown>;
  return {
    ...named,
    ...(named.refKey === ref ? { refKey: 'REF' } : {}),
    ...(named.gsi3sk === `REF#${ref}` ? { gsi3sk: 'REF#REF' } : {}),
  };
}

/** The history items of an action, oldest first, field by field. */
const history = async (actionId: string) =>
  (await readHistory({ ...scope, entityType: 'action', entityId: actionId }))
    .map(({ field, oldValue, newValue, action, version, userId }) => ({
      field,
      oldValue,
      // The create's snapshot holds the ref number, which differs by nature.
      newValue: newValue?.replace(/^\{"refNumber":\d+,/, '{"refNumber":"REF",'),
      action,
      version,
      userId,
    }))
    .sort((a, b) => a.version - b.version || String(a.field).localeCompare(String(b.field)));

const counter = async (kind: string) =>
  (await counterEntity.get({ organisationId, projectId: scope.projectId, kind }).go({ consistent: true }))
    .data?.value;

/** The served create body with every field, as the web form sends it (dates with a time). */
const fullBody = (name: string): Body => ({
  name: `  ${name}  `,
  description: '<p>Brief the <b>leads</b></p><script>alert(1)</script>',
  ragStatus: RagStatus.AMBER,
  progressStatus: ProgressStatus.IN_PROGRESS,
  startDate: `${start}T00:00:00`,
  endDate: `${due}T00:00:00`,
  actionTypeId: actionType,
  ownerId: owner,
  assignedToId: assignee,
  // A repeat dropped, as served (the served body takes repeats).
  businessAreaIds: [businessArea, otherArea, businessArea],
  // Audiences of the project, a repeat dropped.
  audienceIds: [audience.b, audience.a, audience.b],
  tagIds: [board, quickWin],
});

/** The same body through both paths: the hand-written answer, then the kit's (the next ref). */
async function createBoth(body: Body) {
  const hand = (await handWritten.createAction(caller, scope, body as never)) as unknown as Answer;
  const made = await kitCall('createAction', body);
  return { hand, made };
}

describe('the kit writes actions as the hand-written family does', () => {
  it('creates the same answer, stored item, counters, registry and history', async () => {
    scope = await ownProject(`${run} kit writes`);
    for (const key of ['a', 'b', 'c'] as const) audience[key] = await newAudience(`${run} audience ${key}`);

    const { hand, made } = await createBoth(fullBody(`${run} full`));
    expect(made.refNumber).toBe(hand.refNumber + 1);
    expect(JSON.stringify(comparableAnswer(made))).toBe(JSON.stringify(comparableAnswer(hand)));
    expect(made).toMatchObject({
      name: `${run} full`,
      description: '<p>Brief the <b>leads</b></p>',
      audienceIds: [audience.b, audience.a],
      initialEndDate: `${due}T00:00:00`,
      owner: { sub: owner, firstName: expect.any(String), lastName: expect.any(String) },
      tags: [expect.objectContaining({ id: board }), expect.objectContaining({ id: quickWin })],
    });

    const [handItem, kitItem] = [await raw(hand.id), await raw(made.id)];
    expect(kitItem).toMatchObject({
      gsi1pk: `ORG#${organisationId}#ASSIGNEE#${assignee}`,
      gsi2pk: `ORG#${organisationId}#ACTIONS#open`,
      gsi3pk: `ORG#${organisationId}#PROJECT#${scope.projectId}#ACTIONS#active`,
      ownerFirstName: expect.any(String),
      ownerLastName: expect.any(String),
    });
    expect(comparableItem(kitItem)).toEqual(comparableItem(handItem));
    expect(await counter('action')).toBe(made.refNumber);
    expect(await counter('activeActions')).toBe(2);
    // The jobs registry (the seeded organisation is in it already; `kit-action-storage.test.ts` sees
    // the kit's create put a fresh organisation there).
    expect((await actionOrganisationEntity.get({ organisationId }).go()).data).toEqual({ organisationId });
    expect(await history(made.id)).toEqual(await history(hand.id));

    const minimal = await createBoth({ name: `${run} minimal` });
    expect(JSON.stringify(comparableAnswer(minimal.made))).toBe(
      JSON.stringify(comparableAnswer(minimal.hand)),
    );
    expect(comparableItem(await raw(minimal.made.id))).toEqual(comparableItem(await raw(minimal.hand.id)));
    expect(await history(minimal.made.id)).toEqual(await history(minimal.hand.id));
  });

  it('adds several at once alike: answers in order, consecutive refs, every stored item', async () => {
    const bodies = [fullBody(`${run} many 1`), { name: `${run} many 2`, audienceIds: [audience.c] }];
    const hand = (await handWritten.addMultipleActions(
      caller,
      scope,
      bodies as never,
    )) as unknown as Answer[];
    const made = await kitCall<Answer[]>('addMultipleActions', { actions: bodies });
    expect(made.map((answer) => answer.refNumber)).toEqual([hand[1]!.refNumber + 1, hand[1]!.refNumber + 2]);
    expect(JSON.stringify(made.map(comparableAnswer))).toBe(JSON.stringify(hand.map(comparableAnswer)));
    for (const [index, answer] of made.entries()) {
      expect(comparableItem(await raw(answer.id))).toEqual(comparableItem(await raw(hand[index]!.id)));
      expect(await history(answer.id)).toEqual(await history(hand[index]!.id));
    }
  });

  it('updates alike: every field, the audiences, the initial end date; nothing changed writes nothing', async () => {
    const { hand, made } = await createBoth({ name: `${run} update`, audienceIds: [audience.a] });
    const body = {
      name: `${run} updated`,
      description: '<p>Then <i>train</i></p><img src=x onerror=alert(1)>',
      ragStatus: RagStatus.RED,
      progressStatus: ProgressStatus.COMPLETED,
      startDate: `${start}T00:00:00`,
      endDate: `${later}T00:00:00`,
      actionTypeId: actionType,
      ownerId: owner,
      assignedToId: assignee,
      businessAreaIds: [otherArea],
      audienceIds: [audience.c, audience.c, audience.a],
      version: 1,
    };
    const handAnswer = (await handWritten.updateAction(caller, scope, hand.id, body)) as unknown as Answer;
    const kitAnswer = await kitCall('updateAction', body, { actionId: made.id });
    expect(kitAnswer).toMatchObject({
      version: 2,
      audienceIds: [audience.c, audience.a],
      initialEndDate: `${later}T00:00:00`,
    });
    expect(JSON.stringify(comparableAnswer(kitAnswer))).toBe(JSON.stringify(comparableAnswer(handAnswer)));
    expect(comparableItem(await raw(made.id))).toEqual(comparableItem(await raw(hand.id)));
    // The first action type of an action records null as its old value, as the hand-written update
    // did: the item kept no type (the kit reads a kept '' and none alike; `storedHistoryChange`
    // tells them apart from the item as stored).
    const handHistory = await history(hand.id);
    expect(handHistory).toContainEqual(expect.objectContaining({ field: 'actionTypeId', oldValue: 'null' }));
    expect(await history(made.id)).toEqual(handHistory);

    // Empty owner and assignee ignored, the action type cleared, the same audiences: one change each.
    const second = {
      ownerId: null,
      assignedToId: null,
      actionTypeId: null,
      businessAreaIds: [],
      audienceIds: [audience.c, audience.a],
      version: 2,
    };
    const handSecond = (await handWritten.updateAction(caller, scope, hand.id, second)) as unknown as Answer;
    const kitSecond = await kitCall('updateAction', second, { actionId: made.id });
    expect(JSON.stringify(comparableAnswer(kitSecond))).toBe(JSON.stringify(comparableAnswer(handSecond)));
    expect(comparableItem(await raw(made.id))).toEqual(comparableItem(await raw(hand.id)));
    expect(await history(made.id)).toEqual(await history(hand.id));
    // A type set again after it was cleared records the kept '' as its old value, alike.
    const third = { actionTypeId: actionType, version: 3 };
    await handWritten.updateAction(caller, scope, hand.id, third);
    await kitCall('updateAction', third, { actionId: made.id });
    const handThird = await history(hand.id);
    expect(handThird.at(-1)).toMatchObject({ field: 'actionTypeId', oldValue: '""', version: 4 });
    expect(await history(made.id)).toEqual(handThird);

    // Nothing changed at the current version (an empty list stays empty): the same answer, no write.
    const unchanged = { name: `${run} updated`, businessAreaIds: [], version: 4 };
    const handSame = (await handWritten.updateAction(caller, scope, hand.id, unchanged)) as unknown as Answer;
    const kitSame = await kitCall('updateAction', unchanged, { actionId: made.id });
    expect(kitSame.version).toBe(4);
    expect(JSON.stringify(comparableAnswer(kitSame))).toBe(JSON.stringify(comparableAnswer(handSame)));
  });

  it('answers a stale save with the same 409 and writes nothing', async () => {
    const { hand, made } = await createBoth({ name: `${run} stale` });
    await handWritten.updateAction(caller, scope, hand.id, { name: `${run} first`, version: 1 });
    await kitCall('updateAction', { name: `${run} first`, version: 1 }, { actionId: made.id });
    const stale = { name: `${run} late`, version: 1 };
    const handRefusal = await refusal(() => handWritten.updateAction(caller, scope, hand.id, stale));
    const kitRefusal = await refusal(() => kitCall('updateAction', stale, { actionId: made.id }));
    expect(handRefusal).toMatchObject({ statusCode: 409, reason: 'stale-version' });
    expect(kitRefusal).toEqual(handRefusal);
    expect((await raw(made.id)).version).toBe(2);
  });

  it('refuses the same bodies with a 400 naming the same field, and takes no ref number', async () => {
    // The same refusal, words too, but for an unknown action type or business area: those words are
    // the kit's (`references.ts`, `core-data-ids.ts`; the served create's since its switch).
    const kitWords = new Set(['unknown action type', 'unknown business area']);
    const alike = (what: string, handRefusal: unknown) =>
      kitWords.has(what) ? { ...(handRefusal as object), message: expect.any(String) } : handRefusal;
    const refusedCreates: [string, Body][] = [
      ['end before start', { name: 'x', startDate: due, endDate: start }],
      ['unknown action type', { name: 'x', actionTypeId: 'no-such-type' }],
      ['unknown owner', { name: 'x', ownerId: 'no-such-user' }],
      ['unknown assignee', { name: 'x', assignedToId: 'no-such-user' }],
      ['unknown business area', { name: 'x', businessAreaIds: [businessArea, 'no-such-area'] }],
      ['unknown tag', { name: 'x', tagIds: ['no-such-tag'] }],
    ];
    const refsBefore = await counter('action');
    for (const [what, body] of refusedCreates) {
      const handRefusal = await refusal(() => handWritten.createAction(caller, scope, body as never));
      expect(handRefusal, what).toMatchObject({ statusCode: 400 });
      expect(await refusal(() => kitCall('createAction', body)), what).toEqual(alike(what, handRefusal));
    }
    const many = { actions: [{ name: 'fine' }, { name: 'x', startDate: due, endDate: start }] };
    const handMany = await refusal(() =>
      handWritten.addMultipleActions(caller, scope, many.actions as never),
    );
    expect(handMany).toMatchObject({ statusCode: 400, field: 'body.actions.1.endDate' });
    expect(await refusal(() => kitCall('addMultipleActions', many))).toMatchObject({
      statusCode: 400,
      field: 'body.actions.1.endDate',
    });
    expect(await counter('action')).toBe(refsBefore);

    const { hand, made } = await createBoth({ name: `${run} refused`, startDate: start, endDate: due });
    const refusedUpdates: [string, Body][] = [
      ['end before start', { endDate: addCalendarDays(start, -1), version: 1 }],
      ['unknown action type', { actionTypeId: 'no-such-type', version: 1 }],
      ['unknown owner', { ownerId: 'no-such-user', version: 1 }],
      ['unknown assignee', { assignedToId: 'no-such-user', version: 1 }],
      ['unknown business area', { businessAreaIds: ['no-such-area'], version: 1 }],
      ['both dates out of order', { startDate: due, endDate: start, version: 1 }],
    ];
    for (const [what, body] of refusedUpdates) {
      const handRefusal = await refusal(() =>
        handWritten.updateAction(caller, scope, hand.id, body as never),
      );
      expect(handRefusal, what).toMatchObject({ statusCode: 400 });
      expect(await refusal(() => kitCall('updateAction', body, { actionId: made.id })), what).toEqual(
        alike(what, handRefusal),
      );
    }
    // A start date alone past (or on) the end: the edit form checks the pair and names the end date,
    // as the hand-written save did (the grid's edit of the start date names its payload instead).
    for (const startDate of [later, due]) {
      const startAlone = { startDate, version: 1 };
      const handRefusal = await refusal(() => handWritten.updateAction(caller, scope, hand.id, startAlone));
      expect(handRefusal).toMatchObject({ statusCode: 400, field: 'body.endDate' });
      expect(await refusal(() => kitCall('updateAction', startAlone, { actionId: made.id }))).toEqual(
        handRefusal,
      );
    }
    expect((await raw(made.id)).version).toBe(1);
  });

  it("takes only its project's active audiences: another project's or an unknown id is a 400 naming it", async () => {
    // Issue 36 item 4: the list was kept unchecked as served; any id was stored, another project's too.
    const elsewhere = demoEntityItemId('audience', f.projectId, 1);
    const refsBefore = await counter('action');
    // The repeat is dropped first, so the refused id is the list's second.
    for (const wrong of [elsewhere, 'no-such-audience']) {
      const body = { name: `${run} checked`, audienceIds: [audience.a, audience.a, wrong] };
      expect(await refusal(() => kitCall('createAction', body)), wrong).toMatchObject({
        statusCode: 400,
        field: 'body.audienceIds.1',
      });
      expect(
        await refusal(() => kitCall('addMultipleActions', { actions: [{ name: 'fine' }, body] })),
        wrong,
      ).toMatchObject({ statusCode: 400, field: 'body.actions.1.audienceIds.1' });
    }
    expect(await counter('action')).toBe(refsBefore);

    const made = await kitCall('createAction', { name: `${run} audiences`, audienceIds: [audience.b] });
    expect(made.audienceIds).toEqual([audience.b]);
    expect(
      await refusal(() =>
        kitCall('updateAction', { audienceIds: [audience.c, elsewhere], version: 1 }, { actionId: made.id }),
      ),
    ).toMatchObject({ statusCode: 400, field: 'body.audienceIds.1' });
    expect(await raw(made.id)).toMatchObject({ version: 1, audienceIds: [audience.b] });

    // Through the API as a client sends it: the same 400, naming the field.
    const sent = await api('POST', buildPath(actions.endpoints.createAction!.path, scope), {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: `${run} over http`, audienceIds: [elsewhere] }),
    });
    expect(sent.status, sent.json.message).toBe(400);
    expect(sent.json.message).toContain('body.audienceIds.0');
  });
});
