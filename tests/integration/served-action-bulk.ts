import { datesOutcome, reviewFields, storedDate } from '@tandem/shared/actions/action-rules';
import { ACTION_NAME_MAX } from '@tandem/shared/actions/limits';
import { copyName } from '@tandem/shared/entity-kit/copy-name';
import type { ActionItem, ProjectScope } from '@tandem/functions/actions/store';
import type { TransactionWrites } from '@tandem/functions/data/versioned-write';
import type { Caller } from '@tandem/functions/http/caller';

const { inGroups, RANGE_WRITE_WIDTH } = await import('@tandem/functions/data/in-groups');
const { nextRefNumbers } = await import('@tandem/functions/data/counter');
const { entityCommentWrite } = await import('@tandem/functions/data/comments');
const { badRequest } = await import('@tandem/functions/http/http-error');
const { REF_COUNTER, requireProjectContext, toActionResponses } =
  await import('@tandem/functions/actions/store');
const { requireActions } = await import('@tandem/functions/actions/action-reads');
const { actionKey } = await import('@tandem/functions/actions/kit-action-entity');
const { changesBetween, commitActionChange, newActionItem, tagAssociationPuts, writeNewActions } =
  await import('@tandem/functions/actions/writes');
const { resolveReferences } = await import('./served-action-references');
const { richTextToStore } = await import('@tandem/functions/actions/stored-rich-text');

/**
 * The range writes of actions exactly as the hand-written family served them until the kit took them
 * over (issue 9 item 6; none of them is served since 2026-11-26): the comparison reference
 * `kit-action-storage.test.ts`, `kit-action-tags.test.ts`, `kit-action-review-tags.test.ts` and
 * `kit-action-lists-bulk.test.ts` prove the kit's review, tag add, duplicate and bulk update against
 * (same answer, stored items, history and comments). Moved out of `functions/src/groups/actions/bulk.ts`
 * so production holds only what is served; built on the hand-written writes still served
 * (`commitActionChange`, `writeNewActions`), so what it writes is what the hand-written family writes.
 */

type Result = { updated: string[]; skipped: { id: string; reason: string }[] };

/**
 * `POST …/actions/review-range` as served until the switch (spec §4, §9): reviewedBy, reviewedOn
 * today, nextReviewDue +6 weeks, and the comment kept.
 */
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

/** `POST …/actions/bulk-update-actions` as served until the switch. */
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
 * `POST …/actions/duplicate-actions` as served until the switch.
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
      // Named a copy since issue 28 item 8, as the kit names it.
      { name: copyName(original.name, ACTION_NAME_MAX), progressStatus: undefined, ragStatus: undefined },
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
 * `POST …/actions/tags` as served until the switch: tags added to each action (union with what it
 * has), with their association items, per action. Not gated by the tags switch, as it was served: the
 * kit's 403 while tags are off is the decided behaviour (docs/decisions.md).
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

/** A comment item plus the action's noteCount increment (not a field change: no version bump). */
async function commentWrites(caller: Caller, action: ActionItem, text: string, kind: 'comment' | 'review') {
  const { comment, put } = await entityCommentWrite(
    caller,
    { organisationId: action.organisationId, projectId: action.projectId },
    { entityType: 'action', entityId: action.actionId },
    richTextToStore(text),
    kind,
  );
  return {
    comment,
    put,
    noteCount: ((entities) => [
      entities.action
        .patch(actionKey(action.organisationId, action.projectId, action.actionId))
        .add({ noteCount: 1 })
        .commit(),
    ]) satisfies TransactionWrites,
  };
}
