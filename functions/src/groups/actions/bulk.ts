import { inGroups, RANGE_WRITE_WIDTH } from '../../data/in-groups';
import { datesOutcome, reviewFields, storedDate } from '@tandem/shared/actions/action-rules';
import type { UploadRow, UploadRowError } from '@tandem/shared/actions/schemas';
import { uploadRowProblems } from '@tandem/shared/actions/upload-rows';
import { coreDataItemEntity } from '../../data/entities/core-data-item';
import { membershipEntity } from '../../data/entities/membership';
import { nextRefNumbers } from '../../data/counter';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/http-error';
import { commentWrites, type ProjectScope } from './service';
import {
  REF_COUNTER,
  requireActions,
  requireProjectContext,
  toActionResponses,
  type ActionItem,
} from '../../actions/store';
import {
  changesBetween,
  commitActionChange,
  newActionItem,
  resolveReferences,
  tagAssociationPuts,
  writeNewActions,
} from '../../actions/writes';
import { richTextToStore } from '../../actions/stored-rich-text';
import { refuseUploadProblems } from '../../lists/upload-problems';

type Result = { updated: string[]; skipped: { id: string; reason: string }[] };

/** Review (spec §4, §9): reviewedBy, reviewedOn today, nextReviewDue +6 weeks, and the comment kept. */
export async function reviewActionRange(
  caller: Caller,
  scope: ProjectScope,
  actionIds: string[],
  comment: string,
) {
  const actions = await requireActions(scope.organisationId, scope.projectId, actionIds);
  const review = reviewFields(caller.userId);
  const result: Result = { updated: [], skipped: [] };
  await inGroups(actions, RANGE_WRITE_WIDTH, async (action) => {
    const writes = comment ? await commentWrites(caller, action, comment, 'review') : undefined;
    await commitActionChange({
      caller,
      action,
      seenVersion: action.version,
      // The noteCount rides on the same update: one transaction may touch an item only once.
      set: { ...review, ...(writes ? { noteCount: (action.noteCount ?? 0) + 1 } : {}) },
      changes: changesBetween(action, review),
      ...(writes ? { writes: writes.put } : {}),
    });
    result.updated.push(action.actionId);
  });
  return result;
}

/**
 * NOT SERVED (the kit serves `bulkUpdateActions`): kept only as the reference write
 * `tests/integration/kit-action-lists-bulk.test.ts` proves the kit's bulk update against.
 */
export async function bulkUpdateActions(
  caller: Caller,
  scope: ProjectScope,
  body: {
    actionIds: string[];
    ragStatus?: number;
    progressStatus?: number;
    ownerId?: string;
    assignedToId?: string;
    actionTypeId?: string;
    startDate?: string | null;
    endDate?: string | null;
  },
) {
  const { actionIds, startDate, endDate, ragStatus, progressStatus, ...references } = body;
  if (startDate !== undefined && endDate !== undefined) {
    const dates = datesOutcome(startDate, endDate);
    if (!dates.ok) throw badRequest(dates.field, dates.message);
  }
  const resolved = await resolveReferences(scope.organisationId, references);
  const actions = await requireActions(scope.organisationId, scope.projectId, actionIds);
  const result: Result = { updated: [], skipped: [] };
  await inGroups(actions, RANGE_WRITE_WIDTH, async (action) => {
    const set: Partial<ActionItem> = { ...resolved };
    if (ragStatus !== undefined) set.ragStatus = ragStatus;
    if (progressStatus !== undefined) set.progressStatus = progressStatus;
    if (startDate !== undefined) set.startDate = storedDate(startDate);
    if (endDate !== undefined) set.endDate = storedDate(endDate);
    if (set.startDate !== undefined || set.endDate !== undefined) {
      // Each action's own other date still has to fit (spec §5 order rule).
      const dates = datesOutcome(set.startDate ?? action.startDate, set.endDate ?? action.endDate);
      if (!dates.ok) {
        result.skipped.push({ id: action.actionId, reason: dates.message });
        return;
      }
      if (set.endDate && set.endDate !== action.endDate && action.initialEndDate.startsWith('0001'))
        set.initialEndDate = set.endDate;
    }
    const changes = changesBetween(action, set);
    if (changes.length === 0) {
      result.skipped.push({ id: action.actionId, reason: 'No change.' });
      return;
    }
    await commitActionChange({ caller, action, seenVersion: action.version, set, changes });
    result.updated.push(action.actionId);
  });
  return result;
}

/**
 * Copies of actions: same fields, new ids and ref numbers, fresh history, no comments or reviews.
 * NOT SERVED (the kit serves `duplicateActions`): kept only as the reference write of
 * `kit-action-lists-bulk.test.ts` and `kit-action-tags.test.ts`.
 */
export async function duplicateActions(caller: Caller, scope: ProjectScope, actionIds: string[]) {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const originals = await requireActions(scope.organisationId, scope.projectId, actionIds);
  const refs = await nextRefNumbers(scope.organisationId, scope.projectId, REF_COUNTER, originals.length);
  const copies = originals.map((original, index) =>
    newActionItem(
      caller,
      scope.organisationId,
      scope.projectId,
      refs[index]!,
      { name: original.name, progressStatus: undefined, ragStatus: undefined },
      {
        description: original.description,
        ragStatus: original.ragStatus,
        progressStatus: original.progressStatus,
        startDate: original.startDate,
        endDate: original.endDate,
        initialEndDate: original.initialEndDate,
        actionTypeId: original.actionTypeId,
        actionTypeName: original.actionTypeName,
        ownerId: original.ownerId,
        ownerFirstName: original.ownerFirstName,
        ownerLastName: original.ownerLastName,
        assignedToId: original.assignedToId,
        assignedToName: original.assignedToName,
        businessAreaIds: original.businessAreaIds ?? [],
        audienceIds: original.audienceIds ?? [],
        tagIds: original.tagIds ?? [],
      },
    ),
  );
  await writeNewActions(caller, copies);
  return toActionResponses(scope.organisationId, copies, context);
}

/**
 * Tags added to each action (union with what it has), with their association items, per action. The
 * kit serves `addActionTags` now; this stays as the reference write `kit-action-tags.test.ts` and
 * `kit-action-review-tags.test.ts` prove the kit's against. Not gated by the tags switch, as it was
 * served: the kit's 403 while tags are off is the decided behaviour (docs/decisions.md).
 */
export async function addActionTags(
  caller: Caller,
  scope: ProjectScope,
  actionIds: string[],
  tagIds: string[],
) {
  const resolved = await resolveReferences(scope.organisationId, { tagIds }, 'body');
  const actions = await requireActions(scope.organisationId, scope.projectId, actionIds);
  const result: Result = { updated: [], skipped: [] };
  await inGroups(actions, RANGE_WRITE_WIDTH, async (action) => {
    const current = action.tagIds ?? [];
    const added = (resolved.tagIds ?? []).filter((id) => !current.includes(id));
    if (added.length === 0) {
      result.skipped.push({ id: action.actionId, reason: 'Already tagged.' });
      return;
    }
    const set = { tagIds: [...current, ...added] };
    await commitActionChange({
      caller,
      action,
      seenVersion: action.version,
      set,
      changes: changesBetween(action, set),
      writes: tagAssociationPuts(caller, action, added),
    });
    result.updated.push(action.actionId);
  });
  return result;
}

// ---- create-from-upload ----

async function uploadReferences(organisationId: string) {
  const [types, members] = await Promise.all([
    coreDataItemEntity.query.byKind({ organisationId, kind: 'actionType' }).go({ pages: 'all' }),
    membershipEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' }),
  ]);
  return {
    actionTypes: new Map(types.data.map((type) => [type.itemId, type.name])),
    members: new Map(members.data.map((member) => [member.userId, member])),
  };
}

/** Fields of an uploaded row as an action's stored values, with names from the preloaded references. */
function rowFields(row: UploadRow, references: Awaited<ReturnType<typeof uploadReferences>>) {
  const set: Partial<ActionItem> = { name: row.name.trim() };
  if (row.description !== undefined) set.description = richTextToStore(row.description);
  if (row.ragStatus !== undefined) set.ragStatus = row.ragStatus;
  if (row.progressStatus !== undefined) set.progressStatus = row.progressStatus;
  if (row.startDate !== undefined) set.startDate = storedDate(row.startDate);
  if (row.endDate !== undefined) set.endDate = storedDate(row.endDate);
  if (row.actionTypeId) {
    set.actionTypeId = row.actionTypeId;
    set.actionTypeName = references.actionTypes.get(row.actionTypeId);
  }
  const owner = row.ownerId ? references.members.get(row.ownerId) : undefined;
  if (owner)
    Object.assign(set, {
      ownerId: owner.userId,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
    });
  const assignee = row.assignedToId ? references.members.get(row.assignedToId) : undefined;
  if (assignee)
    Object.assign(set, {
      assignedToId: assignee.userId,
      assignedToName: `${assignee.firstName} ${assignee.lastName}`,
    });
  return set;
}

/**
 * Every row is validated first; one bad row answers 400 listing ALL row errors and nothing is written.
 * Then new actions are written in transactions of 25 and replacements one transaction each.
 */
export async function createActionsFromUpload(
  caller: Caller,
  scope: ProjectScope,
  body: { newActions: UploadRow[]; actionsToReplace: (UploadRow & { id: string })[] },
) {
  await requireProjectContext(scope.organisationId, scope.projectId);
  const references = await uploadReferences(scope.organisationId);
  const check = {
    actionTypeIds: new Set(references.actionTypes.keys()),
    memberIds: new Set(references.members.keys()),
  };
  const errors: UploadRowError[] = [];
  for (const [list, rows] of [
    ['newActions', body.newActions],
    ['actionsToReplace', body.actionsToReplace],
  ] as const) {
    rows.forEach((row, index) => {
      for (const problem of uploadRowProblems(row, check)) errors.push({ list, row: index, ...problem });
    });
  }
  const replaced =
    body.actionsToReplace.length > 0
      ? await requireActions(
          scope.organisationId,
          scope.projectId,
          body.actionsToReplace.map((row) => row.id),
          'body.actionsToReplace',
        ).catch(() => null)
      : [];
  if (replaced === null)
    errors.push({
      list: 'actionsToReplace',
      row: -1,
      field: 'id',
      message: 'An action to replace does not exist.',
    });
  refuseUploadProblems(errors);

  const refs = body.newActions.length
    ? await nextRefNumbers(scope.organisationId, scope.projectId, REF_COUNTER, body.newActions.length)
    : [];
  const created = body.newActions.map((row, index) =>
    newActionItem(
      caller,
      scope.organisationId,
      scope.projectId,
      refs[index]!,
      { name: row.name },
      rowFields(row, references),
    ),
  );
  await writeNewActions(caller, created);
  const byId = new Map((replaced ?? []).map((action) => [action.actionId, action]));
  await inGroups(body.actionsToReplace, RANGE_WRITE_WIDTH, async (row) => {
    const action = byId.get(row.id)!;
    const set = rowFields(row, references);
    const changes = changesBetween(action, set);
    if (changes.length > 0)
      await commitActionChange({ caller, action, seenVersion: action.version, set, changes });
  });
  return {
    created: created.length,
    replaced: body.actionsToReplace.length,
    actionIds: [...created.map((action) => action.actionId), ...body.actionsToReplace.map((row) => row.id)],
  };
}
