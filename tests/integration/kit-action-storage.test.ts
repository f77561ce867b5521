import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { servedClearActionField } from './served-action-field-edits';
import {
  actionType,
  adminCaller as caller,
  assignee,
  businessArea,
  comparableStored as comparable,
  due,
  kitActionStore as store,
  later,
  organisationId,
  owner,
  ownProject,
  rawAction,
  start,
  today,
} from './kit-action-fixture';

const { actionOrganisationEntity } = await import('@tandem/functions/data/entities/action-organisation');
const { activeActionCount } = await import('@tandem/functions/actions/store');
const { findAction } = await import('@tandem/functions/actions/action-reads');
const { activeActionRows } = await import('@tandem/functions/actions/active-action-rows');
const handWritten = await import('./served-action-writes');
const { reviewActionRange } = await import('./served-action-bulk');
const { reviewRange } = await import('@tandem/functions/entity-kit/review');
const { readHistory } = await import('@tandem/functions/data/history');
const kit = await import('@tandem/functions/entity-kit/service');
const { findItem } = await import('@tandem/functions/entity-kit/store');
const { createItems } = await import('@tandem/functions/entity-kit/writes');
const { activeCount } = await import('@tandem/functions/entity-kit/active-count');
const { openActionsDue } = await import('@tandem/functions/jobs/action-reports');
const { assignedActions, organisationActions } = await import('@tandem/functions/dashboard/assigned-actions');

// Issue 9 item 6, steps 1 and 3: an action written through the kit's store (`actionEntity`, the
// action stored layout and write rules) is the very item the hand-written family writes, found by
// every hand-written read; and an item the hand-written family writes reads through the kit as the
// kit's own does. A project of its own, so counters and ref ranges are exact.
const run = `kitact${Date.now().toString(36)}`;
let scope = { organisationId, projectId: '' };

const raw = (actionId: string) => rawAction(scope, actionId);

async function createBoth() {
  const hand = await handWritten.createAction(caller, scope, {
    name: `${run} brief the call centre`,
    description: '<p>Before go-live</p>',
    ragStatus: RagStatus.AMBER,
    progressStatus: ProgressStatus.IN_PROGRESS,
    startDate: `${start}T00:00:00`,
    endDate: `${due}T00:00:00`,
    actionTypeId: actionType,
    ownerId: owner,
    assignedToId: assignee,
    businessAreaIds: [businessArea],
  });
  const [made] = await kit.createFrom(
    caller,
    store,
    scope,
    [
      {
        name: `${run} brief the call centre`,
        description: '<p>Before go-live</p>',
        ragStatus: RagStatus.AMBER,
        progressStatus: ProgressStatus.IN_PROGRESS,
        startDate: start,
        endDate: due,
        actionType,
        owner,
        assignedTo: assignee,
        businessAreaIds: [businessArea],
      },
    ],
    'body',
  );
  return { handId: hand.id, kitId: made!.id };
}

describe('actions written through the kit are the items the hand-written family writes', () => {
  let ids = { handId: '', kitId: '' };

  it('creates the same stored item (keys, four indexes, names in two parts, dates with a time)', async () => {
    scope = await ownProject(`${run} kit actions`);
    ids = await createBoth();
    const [hand, made] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(made).toMatchObject({
      startDate: `${start}T00:00:00`,
      initialEndDate: `${due}T00:00:00`,
      ownerFirstName: expect.any(String),
      gsi2pk: `ORG#${organisationId}#ACTIONS#open`,
      gsi2sk: `DUE#${due}#${ids.kitId}`,
    });
    expect(made).not.toHaveProperty('ownerName');
    expect(comparable(made, ids.kitId)).toEqual(comparable(hand, ids.handId));
  });

  it('is found by every hand-written read: the jobs (gsi2), My Dashboard (gsi1, gsi4), the list (gsi3), the counter', async () => {
    const mine = (found: { actionId: string }[]) =>
      found.map((action) => action.actionId).filter((id) => id === ids.handId || id === ids.kitId);
    const both = [ids.handId, ids.kitId].sort();
    expect(mine(await openActionsDue(organisationId, 'upcoming', today)).sort()).toEqual(both);
    expect(mine(await assignedActions(organisationId, assignee)).sort()).toEqual(both);
    expect(mine(await assignedActions(organisationId, owner)).sort()).toEqual(both);
    expect(mine(await organisationActions(organisationId)).sort()).toEqual(both);
    expect(mine(await activeActionRows(scope)).sort()).toEqual(both);
    expect(await activeActionCount(organisationId, scope.projectId)).toBe(2);
    expect(await activeCount(store, scope)).toBe(2);
  });

  it('reads the hand-written item through the kit as the kit reads its own, and back', async () => {
    const throughKit = async (id: string) => comparable((await findItem(store, scope, id))!, id);
    expect(await throughKit(ids.handId)).toEqual(await throughKit(ids.kitId));
    const kitRead = (await findItem(store, scope, ids.kitId))!;
    expect(kitRead).toMatchObject({
      itemId: ids.kitId,
      owner,
      assignedTo: assignee,
      startDate: start,
      endDate: due,
    });
    const throughHand = async (id: string) =>
      // The hand-written read (the kit serves getAction now): the stored action in its API shape.
      comparable(
        (await handWritten.respond(scope, (await findAction(organisationId, scope.projectId, id))!)) as never,
        id,
      );
    expect(await throughHand(ids.kitId)).toEqual(await throughHand(ids.handId));
  });

  it('updates to the same item: indexes re-derived, the initial end date kept, empty RAG/owner/assignee edits ignored', async () => {
    await handWritten.updateAction(caller, scope, ids.handId, {
      progressStatus: ProgressStatus.COMPLETED,
      endDate: `${later}T00:00:00`,
      ownerId: null,
      assignedToId: null,
      version: 1,
    });
    const updated = await kit.updateItem(caller, store, scope, ids.kitId, {
      progressStatus: ProgressStatus.COMPLETED,
      endDate: later,
      ragStatus: null,
      owner: null,
      assignedTo: '',
      version: 1,
    });
    expect(updated).toMatchObject({ version: 2, owner, assignedTo: assignee, ragStatus: RagStatus.AMBER });
    const [hand, made] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(made).toMatchObject({
      endDate: `${later}T00:00:00`,
      initialEndDate: `${due}T00:00:00`,
      gsi2pk: `ORG#${organisationId}#ACTIONS#closed`,
      gsi1sk: `DUE#${later}#${ids.kitId}`,
    });
    expect(comparable(made, ids.kitId)).toEqual(comparable(hand, ids.handId));
    const open = await openActionsDue(organisationId, 'upcoming', today);
    expect(open.map((action) => action.actionId)).not.toContain(ids.kitId);
  });

  it('clears a date to the sentinel as the hand-written clear does, and refuses an end before the start', async () => {
    await servedClearActionField(caller, scope, ids.handId, 'endDate', '2');
    await kit.clearField(caller, store, scope, ids.kitId, 'endDate', '2');
    const [hand, made] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(made).toMatchObject({ endDate: '0001-01-01T00:00:00', dueKey: 'none' });
    expect(comparable(made, ids.kitId)).toEqual(comparable(hand, ids.handId));
    await expect(
      kit.updateItem(caller, store, scope, ids.kitId, { endDate: addCalendarDays(start, -1), version: 3 }),
    ).rejects.toMatchObject({ statusCode: 400, details: { field: 'body.endDate' } });
    expect((await raw(ids.kitId)).version).toBe(3);
  });

  it('deletes to the same item and moves the one active counter of actions', async () => {
    await handWritten.deleteAction(caller, scope, ids.handId);
    await kit.deleteItem(caller, store, scope, ids.kitId);
    const [hand, made] = [await raw(ids.handId), await raw(ids.kitId)];
    expect(made).toMatchObject({
      gsi3pk: `ORG#${organisationId}#PROJECT#${scope.projectId}#ACTIONS#deleted`,
    });
    expect(comparable(made, ids.kitId)).toEqual(comparable(hand, ids.handId));
    expect(await activeActionCount(organisationId, scope.projectId)).toBe(0);
    expect(await activeActionRows(scope)).toEqual([]);
  });

  it('keeps the same history: stored field names and forms, one item per changed field', async () => {
    const changes = async (id: string) =>
      (await readHistory({ ...scope, entityType: 'action', entityId: id }))
        .map(({ field, oldValue, newValue, action, version }) => ({
          field,
          oldValue,
          newValue,
          action,
          version,
        }))
        .sort((a, b) => a.version - b.version || String(a.field).localeCompare(String(b.field)));
    const [hand, made] = [await changes(ids.handId), await changes(ids.kitId)];
    expect(made.map((change) => change.field)).toEqual([
      'action',
      'endDate',
      'progressStatus',
      'endDate',
      'lifecycleStatus',
    ]);
    // The create's snapshot: the kit's lists every field it was created with, beside the hand-written ones.
    expect(JSON.parse(made[0]!.newValue!)).toMatchObject({
      ...JSON.parse(hand[0]!.newValue!),
      refNumber: expect.any(Number),
    });
    expect(made.slice(1)).toEqual(hand.slice(1));
    expect(made[3]).toMatchObject({ newValue: JSON.stringify('0001-01-01T00:00:00') });
  });

  it('reviews to the same item: reviewer, review dates with a time, the note count; no reviewer name kept', async () => {
    const pair = await createBoth();
    await reviewActionRange(caller, scope, [pair.handId], '<p>Checked with the leads</p>');
    await reviewRange(caller, store, scope, [pair.kitId], '<p>Checked with the leads</p>');
    const [hand, made] = [await raw(pair.handId), await raw(pair.kitId)];
    expect(made).toMatchObject({
      reviewedOn: `${today}T00:00:00`,
      nextReviewDue: `${addCalendarDays(today, 42)}T00:00:00`,
      noteCount: 1,
      version: 2,
    });
    expect(made).not.toHaveProperty('reviewedByName');
    expect(comparable(made, pair.kitId)).toEqual(comparable(hand, pair.handId));
  });

  it('puts the organisation in the jobs registry with the first action it creates', async () => {
    const fresh = { organisationId: `${run}-org`, projectId: `${run}-project` };
    const before = await actionOrganisationEntity.get({ organisationId: fresh.organisationId }).go();
    expect(before.data).toBeNull();
    await createItems(caller, store, fresh, [{ set: { name: `${run} first` }, remove: [] }]);
    const after = await actionOrganisationEntity.get({ organisationId: fresh.organisationId }).go();
    expect(after.data).toEqual({ organisationId: fresh.organisationId });
  });
});
