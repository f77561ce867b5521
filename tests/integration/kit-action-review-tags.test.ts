import { describe, expect, it } from 'vitest';
import { benefits } from '@tandem/shared/benefits/benefit';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { ACTION_BULK_MAX } from '@tandem/shared/actions/limits';
import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import { HARMFUL_CONTENT_MESSAGE } from '@tandem/shared/core/rich-text';
import { api } from './api';
import { callAction, freshAction, projectParams } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import {
  associatedTagIds,
  comparableStored as comparable,
  kitActionStore as store,
  organisationId,
  ownProject,
  rawAction,
  runTags,
  taggingCaller as caller,
  today,
} from './kit-action-fixture';

const { dynamoDb } = await import('@tandem/functions/data/client');
const { readHistory } = await import('@tandem/functions/data/history');
const { readEntityComments } = await import('@tandem/functions/data/comments');
const handWritten = await import('./served-action-writes');
const { addActionTags, reviewActionRange } = await import('./served-action-bulk');
const { activeActionRows } = await import('@tandem/functions/actions/active-action-rows');
const { requireProjectContext, tagTexts } = await import('@tandem/functions/actions/store');
const { reviewRange } = await import('@tandem/functions/entity-kit/review');
const kitTags = await import('@tandem/functions/entity-kit/tags');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

// Issue 9 item 6: review-range, the tags in use and the bulk tag add of actions through the kit
// (`actionEntity`, the action stored layout) against the hand-written family, on pairs of actions
// created alike: the answers key for key, the stored items, their history and comments. A project of
// its own, so the tags in use are exactly this file's.
const run = `kitrev${Date.now().toString(36)}`;
let scope = { organisationId, projectId: '' };
const tags: string[] = [];

const raw = (actionId: string) => rawAction(scope, actionId);

/** The item's history as recorded (oldest first), without its ids and times. */
const history = async (id: string) =>
  (await readHistory({ ...scope, entityType: 'action', entityId: id }))
    .map(({ field, oldValue, newValue, action, version, userId }) => ({
      field,
      oldValue,
      // The create's snapshot names the ref number, which differs by nature.
      newValue: action === 'create' ? newValue?.replace(/"refNumber":\d+,/, '') : newValue,
      action,
      version,
      userId,
    }))
    .sort((a, b) => a.version - b.version || String(a.field).localeCompare(String(b.field)));

const comments = async (id: string) =>
  (await readEntityComments(organisationId, 'action', id)).map(
    ({ comment, kind, createdBy, createdByName, entityType, projectId }) => ({
      comment,
      kind,
      createdBy,
      createdByName,
      entityType,
      projectId,
    }),
  );

const associated = (actionId: string) => associatedTagIds(scope, actionId);

/**
 * The hand-written `listActionTags` as it was served (kept here as the reference the kit's answer is
 * compared with): the active ref ranges projecting `actionId` and `tagIds`, counted, texts, by text.
 */
async function listActionTags(projectScope: { organisationId: string; projectId: string }) {
  await requireProjectContext(projectScope.organisationId, projectScope.projectId);
  const rows = await activeActionRows(projectScope, ['actionId', 'tagIds']);
  const counts = new Map<string, number>();
  for (const id of rows.flatMap((action) => action.tagIds ?? [])) counts.set(id, (counts.get(id) ?? 0) + 1);
  const texts = await tagTexts(projectScope.organisationId, counts.keys());
  return [...counts]
    .filter(([id]) => texts.has(id))
    .map(([id, count]) => ({ id, text: texts.get(id)!, count }))
    .sort((a, b) => a.text.localeCompare(b.text, 'en-GB'));
}

/** Two actions created alike by the hand-written create: one for each path. */
async function pair(body: Record<string, unknown> = {}) {
  const create = () =>
    handWritten.createAction(caller, scope, {
      name: `${run} pair`,
      startDate: `${addCalendarDays(today, -5)}T00:00:00`,
      endDate: `${addCalendarDays(today, 9)}T00:00:00`,
      ...body,
    });
  const [hand, kit] = [await create(), await create()];
  return { handId: hand.id, kitId: kit.id };
}

/** Stored item, history and comments of the two actions compare equal (their own ids named alike). */
async function expectSameStored(ids: { handId: string; kitId: string }) {
  const [handItem, kitItem] = [await raw(ids.handId), await raw(ids.kitId)];
  expect(comparable(kitItem, ids.kitId)).toEqual(comparable(handItem, ids.handId));
  expect(await history(ids.kitId)).toEqual(await history(ids.handId));
  expect(await comments(ids.kitId)).toEqual(await comments(ids.handId));
  return kitItem;
}

/** What a refused call throws, as the group handler answers it. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => ({ refused: false }),
    (error: { statusCode?: number; message?: string; details?: unknown }) => ({
      statusCode: error.statusCode,
      message: error.message,
      details: error.details,
    }),
  );

/** The answer with the action ids of each path named alike. */
const named = (answer: unknown, id: string) => JSON.stringify(answer).replaceAll(id, 'ID');

const counter = new DynamoDbCallCounter(dynamoDb);
/** Waits until no DynamoDB call is sent for 200 ms (a write's notices finish after it answers). */
async function quiet() {
  for (let round = 0; round < 20; round += 1) {
    counter.reset();
    counter.active = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
    counter.active = false;
    if (Object.keys(counter.perRequest(1)).length === 0) return;
  }
}
async function counted<T>(read: () => Promise<T>) {
  await quiet();
  counter.reset();
  counter.active = true;
  try {
    return { result: await read(), calls: counter.perRequest(1) };
  } finally {
    counter.active = false;
  }
}

/** Once set, runs before the next transaction is sent: someone else's change landing in between. */
let interloper: (() => Promise<unknown>) | undefined;
dynamoDb.middlewareStack.add(
  (next, context) => async (args) => {
    if (interloper && context.commandName === 'TransactWriteItemsCommand') {
      const change = interloper;
      interloper = undefined;
      await change();
    }
    return next(args);
  },
  { step: 'initialize', name: 'kitReviewInterloper', override: true },
);

/** A refusal with its times named alike (the 409 says when the other change was made). */
const timeless = (refused: unknown) =>
  JSON.parse(JSON.stringify(refused).replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, 'TIME')) as unknown;

describe('review-range through the kit writes what the hand-written review wrote', () => {
  it('sets up a project of its own and its tags', async () => {
    scope = await ownProject(`${run} kit review and tags`);
    tags.push(...(await runTags(run, ['alpha', 'beta', 'gamma', 'delta'])));
  });

  it('a first review, a same-day repeat without a comment and one with: same answers, items, history, comments', async () => {
    const ids = await pair();
    const first = [
      await reviewActionRange(caller, scope, [ids.handId], '<p>Checked with the leads</p>'),
      await reviewRange(caller, store, scope, [ids.kitId], '<p>Checked with the leads</p>'),
    ];
    expect(named(first[1], ids.kitId)).toBe(named(first[0], ids.handId));
    expect(first[1]).toEqual({ updated: [ids.kitId], skipped: [] });
    const reviewed = await expectSameStored(ids);
    expect(reviewed).toMatchObject({ reviewedOn: `${today}T00:00:00`, version: 2, noteCount: 1 });
    expect((await history(ids.kitId)).map(({ field }) => field)).toEqual([
      'action',
      'nextReviewDue',
      'reviewedBy',
      'reviewedOn',
    ]);

    // The same reviewer the same day, no comment: no field changes, no history, yet the version moves.
    const repeat = [
      await reviewActionRange(caller, scope, [ids.handId], ''),
      await reviewRange(caller, store, scope, [ids.kitId], ''),
    ];
    expect(named(repeat[1], ids.kitId)).toBe(named(repeat[0], ids.handId));
    expect(await expectSameStored(ids)).toMatchObject({ version: 3, noteCount: 1 });
    expect(await history(ids.kitId)).toHaveLength(4);

    // And with a comment: the comment and the note count, still no history item.
    await reviewActionRange(caller, scope, [ids.handId], 'Again');
    await reviewRange(caller, store, scope, [ids.kitId], 'Again');
    expect(await expectSameStored(ids)).toMatchObject({ version: 4, noteCount: 2 });
    expect(await history(ids.kitId)).toHaveLength(4);
  });

  it('another reviewer records only the reviewer as changed, as the hand-written review did', async () => {
    const ids = await pair();
    await reviewActionRange(caller, scope, [ids.handId], '');
    await reviewRange(caller, store, scope, [ids.kitId], '');
    const other = { userId: f.userId('contributor') } as never;
    await reviewActionRange(other, scope, [ids.handId], 'Second look');
    await reviewRange(other, store, scope, [ids.kitId], 'Second look');
    expect(await expectSameStored(ids)).toMatchObject({ version: 3, noteCount: 1 });
    expect((await history(ids.kitId)).filter(({ version }) => version === 3)).toEqual([
      expect.objectContaining({ field: 'reviewedBy', oldValue: JSON.stringify(f.userId('admin')) }),
    ]);
  });

  it('keeps comments as the hand-written review cleaned them: safe text kept, an emptied one still counted', async () => {
    for (const comment of [
      '<p>Safe <b>text</b></p><img src="x" onerror="alert(1)">',
      '<script>alert(1)</script>',
      // Nothing left once cleaned: the hand-written review kept it (empty) and counted it.
      '<!-- only a note -->',
    ]) {
      const ids = await pair();
      await reviewActionRange(caller, scope, [ids.handId], comment);
      await reviewRange(caller, store, scope, [ids.kitId], comment);
      expect(await expectSameStored(ids)).toMatchObject({ noteCount: 1 });
      expect(await comments(ids.kitId)).toHaveLength(1);
    }
    const harmful = await pair();
    await reviewRange(caller, store, scope, [harmful.kitId], '<script>alert(1)</script>');
    expect((await comments(harmful.kitId))[0]).toMatchObject({
      comment: HARMFUL_CONTENT_MESSAGE,
      kind: 'review',
    });
  });

  it('reviews several actions alike, and refuses an unknown or deleted one alike, writing nothing', async () => {
    const [one, two] = [await pair(), await pair()];
    const hand = await reviewActionRange(caller, scope, [one.handId, two.handId, one.handId], 'Both');
    const kit = await reviewRange(caller, store, scope, [one.kitId, two.kitId, one.kitId], 'Both');
    // The hand-written review answers in the order its parallel writes finished; the kit's in the order asked.
    expect(kit).toEqual({ updated: [one.kitId, two.kitId], skipped: [] });
    expect(hand.updated.toSorted()).toEqual([one.handId, two.handId].toSorted());
    await expectSameStored(one);
    await expectSameStored(two);

    const gone = await pair();
    await handWritten.deleteAction(caller, scope, gone.handId);
    await handWritten.deleteAction(caller, scope, gone.kitId);
    for (const [handIds, kitIds] of [
      [
        [one.handId, 'no-such-action'],
        [one.kitId, 'no-such-action'],
      ],
      [[gone.handId], [gone.kitId]],
    ]) {
      const handRefusal = await refusal(reviewActionRange(caller, scope, handIds!, 'Refused'));
      const kitRefusal = await refusal(reviewRange(caller, store, scope, kitIds!, 'Refused'));
      expect(handRefusal).toMatchObject({ statusCode: 404 });
      expect(named(kitRefusal, gone.kitId)).toBe(named(handRefusal, gone.handId));
    }
    await expectSameStored(one);
    await expectSameStored(gone);
  });

  it('refuses with the same 409 when someone else changed the action between the read and the write', async () => {
    const ids = await pair();
    const other = { userId: f.userId('contributor') } as never;
    const refusals = [];
    for (const [id, review] of [
      [ids.handId, () => reviewActionRange(caller, scope, [ids.handId], 'Too late')],
      [ids.kitId, () => reviewRange(caller, store, scope, [ids.kitId], 'Too late')],
    ] as const) {
      interloper = () => handWritten.updateAction(other, scope, id, { name: `${run} renamed`, version: 1 });
      refusals.push(await refusal(review()));
    }
    expect(refusals[0]).toMatchObject({ statusCode: 409 });
    expect(timeless(refusals[1])).toEqual(timeless(refusals[0]));
    expect(await expectSameStored(ids)).toMatchObject({ version: 2, noteCount: 0 });
    expect(await comments(ids.kitId)).toEqual([]);
  });

  it('differs on a deleted project: the kit refuses with the project’s 404 where the hand-written review wrote', async () => {
    const project = await api('POST', `/api/v1/organisations/${organisationId}/projects`, {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: `${run} deleted project` }),
    });
    const gone = { organisationId, projectId: (project.json.payload as { id: string }).id };
    const create = async () =>
      (await handWritten.createAction(caller, gone, { name: `${run} in a deleted project` })).id;
    const [handId, kitId] = [await create(), await create()];
    const deleted = await api(
      'DELETE',
      `/api/v1/organisations/${organisationId}/projects/${gone.projectId}`,
      {
        headers: await bearer('owner'),
      },
    );
    expect(deleted.status).toBe(200);
    expect(await reviewActionRange(caller, gone, [handId], 'After the project went')).toEqual({
      updated: [handId],
      skipped: [],
    });
    expect(await refusal(reviewRange(caller, store, gone, [kitId], 'After the project went'))).toMatchObject({
      statusCode: 404,
      message: 'The project (params.projectId) was not found.',
    });
  });

  it('is served by the kit: the answer, and the body refusals of the served contract', async () => {
    const action = await freshAction({ name: `${run} served review` });
    const reviewed = await callAction('reviewActionRange', {
      body: { actionIds: [action.id], comment: 'Served' },
    });
    expect(reviewed.status).toBe(200);
    expect(JSON.stringify(reviewed.json.payload)).toBe(JSON.stringify({ updated: [action.id], skipped: [] }));
    const read = await callAction('getAction', { params: { actionId: action.id } });
    expect(read.json.payload).toMatchObject({ reviewedOn: `${today}T00:00:00`, noteCount: 1, version: 2 });
    const tooMany = Array.from({ length: ACTION_BULK_MAX + 1 }, () => action.id);
    for (const body of [
      { actionIds: [], comment: 'None' },
      { actionIds: tooMany, comment: 'Too many' },
      { comment: 'No ids' },
    ]) {
      const refused = await callAction('reviewActionRange', { body });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toMatch(/^body\.actionIds/);
    }
    const unknown = await callAction('reviewActionRange', { body: { actionIds: ['no-such-action'] } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toContain('The action no-such-action (body.actionIds)');
  });
});

describe('the tags in use through the kit answer as the hand-written ones, from the items’ tagIds', () => {
  it('answers key for key and in order, active actions only, with one read of projected rows', async () => {
    const tagged = async (tagIds: string[]) =>
      (await handWritten.createAction(caller, scope, { name: `${run} tagged`, tagIds })).id;
    await tagged([tags[1]!, tags[0]!]);
    await tagged([tags[0]!]);
    const gone = await tagged([tags[3]!, tags[0]!]);
    await handWritten.deleteAction(caller, scope, gone);

    // The kit's first read of the active counter that the hand-written creates moved counts the
    // items once and marks it counted (`active-count.ts`); every later read is the one GetItem.
    const first = await counted(() => kitTags.listTags(store, scope));
    const kit = await counted(() => kitTags.listTags(store, scope));
    const hand = await counted(() => listActionTags(scope));
    expect(JSON.stringify(first.result)).toBe(JSON.stringify(hand.result));
    console.info(
      `listActionTags calls: hand-written ${JSON.stringify(hand.calls)}, kit first ${JSON.stringify(first.calls)}, then ${JSON.stringify(kit.calls)}`,
    );
    expect(JSON.stringify(kit.result)).toBe(JSON.stringify(hand.result));
    expect(kit.result.map(({ id, count }) => [id, count])).toContainEqual([tags[0], 2]);
    expect(kit.result.map(({ id }) => id)).not.toContain(tags[3]);
    // The project (GetItem), the active counter (GetItem), one projected Query, the texts (BatchGetItem).
    expect(kit.calls).toEqual({ GetItem: 2, Query: 1, BatchGetItem: 1 });
  });

  it('is served by the kit: the seeded project’s tags in use as the hand-written ones', async () => {
    const served = await callAction('listActionTags');
    expect(served.status).toBe(200);
    expect((served.json.payload as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(served.json.payload)).toBe(JSON.stringify(await listActionTags(projectParams)));
  });
});

describe('the bulk tag add through the kit writes what the hand-written one wrote', () => {
  it('the same answer, item (tagIds appended, version moved), associations and history (`tagIds`, the ids)', async () => {
    const ids = await pair({ tagIds: [tags[1]!] });
    const answers = [
      await addActionTags(caller, scope, [ids.handId], [tags[2]!, tags[1]!, tags[0]!]),
      await kitTags.addTags(caller, store, scope, [ids.kitId], [tags[2]!, tags[1]!, tags[0]!]),
    ];
    expect(named(answers[1], ids.kitId)).toBe(named(answers[0], ids.handId));
    expect(await expectSameStored(ids)).toMatchObject({ tagIds: [tags[1], tags[2], tags[0]], version: 2 });
    expect(await associated(ids.kitId)).toEqual(await associated(ids.handId));
    expect((await history(ids.kitId)).at(-1)).toEqual({
      field: 'tagIds',
      oldValue: JSON.stringify([tags[1]]),
      newValue: JSON.stringify([tags[1], tags[2], tags[0]]),
      action: 'update',
      version: 2,
      userId: f.userId('admin'),
    });

    // Already tagged: skipped alike, nothing written.
    const again = [
      await addActionTags(caller, scope, [ids.handId], [tags[0]!]),
      await kitTags.addTags(caller, store, scope, [ids.kitId], [tags[0]!]),
    ];
    expect(named(again[1], ids.kitId)).toBe(named(again[0], ids.handId));
    expect(again[1]).toEqual({ updated: [], skipped: [{ id: ids.kitId, reason: 'Already tagged.' }] });
    await expectSameStored(ids);
  });

  it('refuses alike: an unknown tag in the served words, checked before the actions', async () => {
    const ids = await pair();
    const unknownTag = [
      await refusal(addActionTags(caller, scope, [ids.handId], ['no-such-tag'])),
      await refusal(kitTags.addTags(caller, store, scope, [ids.kitId], ['no-such-tag'])),
    ];
    expect(unknownTag[0]).toMatchObject({ statusCode: 400, message: 'body.tagIds: no tag no-such-tag.' });
    expect(unknownTag[1]).toEqual(unknownTag[0]);
    // An unknown action and an unknown tag: the tag's 400, as the hand-written call checked tags first.
    const both = [
      await refusal(addActionTags(caller, scope, ['no-such-action'], [tags[0]!, 'no-such-tag'])),
      await refusal(kitTags.addTags(caller, store, scope, ['no-such-action'], [tags[0]!, 'no-such-tag'])),
    ];
    expect(both[0]).toMatchObject({ statusCode: 400 });
    expect(both[1]).toEqual(both[0]);
    // An unknown action alone: the same 404.
    const action = [
      await refusal(addActionTags(caller, scope, [ids.handId, 'no-such-action'], [tags[0]!])),
      await refusal(kitTags.addTags(caller, store, scope, [ids.kitId, 'no-such-action'], [tags[0]!])),
    ];
    expect(action[0]).toMatchObject({ statusCode: 404 });
    expect(action[1]).toEqual(action[0]);
    await expectSameStored(ids);
    // Other kit entities keep the kit's words and check their items first.
    const benefitTags = async (benefitIds: string[]) => {
      const endpoint = benefits.endpoints.addBenefitsTags;
      return api(endpoint.method, buildPath(endpoint.path, scope), {
        headers: await bearer('admin'),
        body: JSON.stringify({ benefitIds, tagIds: ['no-such-tag'] }),
      });
    };
    expect((await benefitTags([crypto.randomUUID()])).status).toBe(404);
    const benefit = await api('POST', buildPath(benefits.endpoints.createBenefit.path, scope), {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: `${run} benefit words` }),
    });
    const words = await benefitTags([(benefit.json.payload as { id: string }).id]);
    expect(words.json.message).toBe('body.tagIds: no tag no-such-tag in the organisation.');
  });

  it('refuses while the organisation’s tags are off (decisions.md), where the hand-written call wrote', async () => {
    const ids = await pair();
    const off = { userId: f.userId('admin'), settings: { [organisationId]: { tagsEnabled: '0' } } } as never;
    // The hand-written call (kept as the reference write) wrote: the defect the kit's gate closes.
    expect(await addActionTags(off, scope, [ids.handId], [tags[0]!])).toEqual({
      updated: [ids.handId],
      skipped: [],
    });
    expect(await refusal(kitTags.addTags(off, store, scope, [ids.kitId], [tags[0]!]))).toMatchObject({
      statusCode: 403,
      message: expect.stringMatching(/Tags are switched off/),
    });
    expect(await raw(ids.kitId)).toMatchObject({ version: 1, tagIds: [] });
    expect(await associated(ids.kitId)).toEqual([]);
  });

  it('is served by the kit: the answer, the served words of an unknown tag, the 404 of an unknown action', async () => {
    const action = await freshAction({ name: `${run} served tags` });
    const tagId = tags[0]!;
    const added = await callAction('addActionTags', { body: { actionIds: [action.id], tagIds: [tagId] } });
    expect(added.status).toBe(200);
    expect(JSON.stringify(added.json.payload)).toBe(JSON.stringify({ updated: [action.id], skipped: [] }));
    const read = await callAction('getAction', { params: { actionId: action.id } });
    expect(read.json.payload).toMatchObject({ version: 2, tags: [expect.objectContaining({ id: tagId })] });
    const unknown = await callAction('addActionTags', {
      body: { actionIds: ['no-such-action'], tagIds: ['no-such-tag'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('body.tagIds: no tag no-such-tag.');
    const missing = await callAction('addActionTags', {
      body: { actionIds: ['no-such-action'], tagIds: [tagId] },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toContain('The action no-such-action (body.actionIds)');
  });

  it('a one-tag change of an action records `tagIds` too; other kit entities keep `tags` with texts', async () => {
    const ids = await pair({ tagIds: [tags[0]!] });
    await kitTags.removeTag(caller, store, scope, ids.kitId, tags[0]!);
    expect((await history(ids.kitId)).at(-1)).toMatchObject({
      field: 'tagIds',
      oldValue: JSON.stringify([tags[0]]),
      newValue: JSON.stringify([]),
      version: 2,
    });

    const benefitCall = async (id: 'createBenefit' | 'addBenefitTag', params: object, body: object) => {
      const endpoint = benefits.endpoints[id];
      return api(endpoint.method, buildPath(endpoint.path, { ...scope, ...params }), {
        headers: await bearer('admin'),
        body: JSON.stringify(body),
      });
    };
    const benefit = await benefitCall('createBenefit', {}, { name: `${run} benefit` });
    expect(benefit.status).toBe(201);
    const benefitId = (benefit.json.payload as { id: string }).id;
    expect((await benefitCall('addBenefitTag', { benefitId }, { tagId: tags[0] })).status).toBe(200);
    const [change] = await readHistory(
      { ...scope, entityType: 'benefit', entityId: benefitId },
      { limit: 1 },
    );
    expect(change).toMatchObject({
      field: 'tags',
      oldValue: JSON.stringify([]),
      newValue: JSON.stringify([`${run} alpha`]),
    });
  });
});
