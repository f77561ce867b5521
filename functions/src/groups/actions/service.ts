import { datesOutcome, initialEndDateAfter } from '@tandem/shared/actions/action-rules';
import type { ActionInput, ActionResponse } from '@tandem/shared/actions/schemas';
import { nextRefNumbers } from '../../data/counter';
import type { TransactionWrites } from '../../data/versioned-write';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/http-error';
import { entityCommentWrite } from '../../data/comments';
import {
  REF_COUNTER,
  actionKey,
  requireAction,
  requireProjectContext,
  toActionResponses,
  type ActionItem,
  type ProjectScope,
} from '../../actions/store';

export type { ProjectScope };
import {
  activeCounterUpdate,
  changesBetween,
  commitActionChange,
  newActionItem,
  resolveReferences,
  writeNewActions,
} from '../../actions/writes';
import { richTextToStore } from '../../actions/stored-rich-text';

export async function respond(scope: ProjectScope, action: ActionItem): Promise<ActionResponse> {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const [response] = await toActionResponses(scope.organisationId, [action], context);
  return response!;
}

/** Builds new actions (validated, references resolved, ref numbers taken atomically) without writing. */
export async function prepareNewActions(
  caller: Caller,
  scope: ProjectScope,
  inputs: ActionInput[],
  prefix = 'body',
) {
  const resolved: Partial<ActionItem>[] = [];
  for (const [index, input] of inputs.entries()) {
    const at = inputs.length === 1 && prefix === 'body' ? prefix : `${prefix}.${index}`;
    const dates = datesOutcome(input.startDate, input.endDate);
    if (!dates.ok) throw badRequest(`${at}.endDate`, `${at}.endDate: ${dates.message}`);
    resolved.push(await resolveReferences(scope.organisationId, input, at));
  }
  const refs = await nextRefNumbers(scope.organisationId, scope.projectId, REF_COUNTER, inputs.length);
  return inputs.map((input, index) =>
    newActionItem(caller, scope.organisationId, scope.projectId, refs[index]!, input, resolved[index]!),
  );
}

/**
 * The kit serves `createAction` and `addMultipleActions` now; these stay as the reference writes
 * `kit-action-storage.test.ts` and `kit-action-writes.test.ts` prove the kit's against (same answer,
 * stored item and history); their builders (`newActionItem`, `writeNewActions`) serve the upload,
 * duplicate and project copy too.
 */
export async function createAction(caller: Caller, scope: ProjectScope, input: ActionInput) {
  await requireProjectContext(scope.organisationId, scope.projectId);
  const [action] = await prepareNewActions(caller, scope, [input]);
  await writeNewActions(caller, [action!]);
  return respond(scope, action!);
}

export async function addMultipleActions(caller: Caller, scope: ProjectScope, inputs: ActionInput[]) {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const actions = await prepareNewActions(caller, scope, inputs, 'body.actions');
  await writeNewActions(caller, actions);
  return toActionResponses(scope.organisationId, actions, context);
}

/**
 * The edit form's save: every given field checked first (dates against each other and the current
 * ones), then one version-checked change with a history item per changed field. The kit serves
 * `updateAction` now; this stays as the reference write `kit-action-writes.test.ts` and
 * `kit-action-storage.test.ts` prove the kit's against (its `commitIfChanged` serves `setActionDates`).
 */
export async function updateAction(
  caller: Caller,
  scope: ProjectScope,
  actionId: string,
  input: {
    name?: string;
    description?: string;
    ragStatus?: number;
    progressStatus?: number;
    startDate?: string | null;
    endDate?: string | null;
    actionTypeId?: string | null;
    ownerId?: string | null;
    assignedToId?: string | null;
    businessAreaIds?: string[];
    audienceIds?: string[];
    version: number;
  },
) {
  const action = await requireAction(scope.organisationId, scope.projectId, actionId);
  let dates: Partial<ActionItem> = {};
  if (input.startDate !== undefined || input.endDate !== undefined) {
    const outcome = datesOutcome(
      input.startDate !== undefined ? input.startDate : action.startDate,
      input.endDate !== undefined ? input.endDate : action.endDate,
    );
    if (!outcome.ok) throw badRequest(outcome.field, outcome.message);
    dates = { startDate: outcome.startDate, endDate: outcome.endDate };
  }
  const set: Partial<ActionItem> = await resolveReferences(scope.organisationId, {
    actionTypeId: input.actionTypeId,
    // Empty owner/assignee edits are ignored (spec §5), as in the grid.
    ownerId: input.ownerId || undefined,
    assignedToId: input.assignedToId || undefined,
    businessAreaIds: input.businessAreaIds,
  });
  if (input.name !== undefined) set.name = input.name.trim();
  if (input.description !== undefined) set.description = richTextToStore(input.description);
  if (input.ragStatus !== undefined) set.ragStatus = input.ragStatus;
  if (input.progressStatus !== undefined) set.progressStatus = input.progressStatus;
  if (input.audienceIds !== undefined) set.audienceIds = [...new Set(input.audienceIds)];
  return commitIfChanged(
    caller,
    scope,
    action,
    input.version,
    withInitialEndDate(action, { ...set, ...dates }),
  );
}

/** Also the base of the per-field edit as it was served (`tests/integration/served-action-field-edits.ts`). */
export async function commitIfChanged(
  caller: Caller,
  scope: ProjectScope,
  action: ActionItem,
  seenVersion: number,
  set: Partial<ActionItem>,
) {
  const changes = changesBetween(action, set);
  if (seenVersion !== action.version || changes.length > 0) {
    const changedSet = Object.fromEntries(
      Object.entries(set).filter(
        ([field]) =>
          changes.some((change) => change.field === field) ||
          ['actionTypeName', 'ownerFirstName', 'ownerLastName', 'assignedToName'].includes(field),
      ),
    ) as Partial<ActionItem>;
    const updated = await commitActionChange({ caller, action, seenVersion, set: changedSet, changes });
    return respond(scope, updated);
  }
  return respond(scope, action);
}

/** When an end date is first set, it also becomes the initial end date (timeline "initial target"). */
export function withInitialEndDate(action: ActionItem, set: Partial<ActionItem>) {
  const initialEndDate = initialEndDateAfter(action.initialEndDate, set.endDate);
  return initialEndDate ? { ...set, initialEndDate } : set;
}

export async function setActionDates(
  caller: Caller,
  scope: ProjectScope,
  actionId: string,
  body: { startDate: string | null; endDate: string | null; version: number },
) {
  const action = await requireAction(scope.organisationId, scope.projectId, actionId);
  const dates = datesOutcome(body.startDate, body.endDate);
  if (!dates.ok) throw badRequest(dates.field, dates.message);
  return commitIfChanged(
    caller,
    scope,
    action,
    body.version,
    withInitialEndDate(action, { startDate: dates.startDate, endDate: dates.endDate }),
  );
}

/**
 * The kit serves `deleteAction` now; this stays as the reference write `kit-action-storage.test.ts`
 * proves the kit's delete against (same item, same history), until that proof is retired.
 */
export async function deleteAction(caller: Caller, scope: ProjectScope, actionId: string) {
  const action = await requireAction(scope.organisationId, scope.projectId, actionId);
  const updated = await softDelete(caller, action);
  return respond(scope, updated);
}

/** Soft delete: lifecycle deleted, the active counter down by one, in one transaction with history. */
function softDelete(caller: Caller, action: ActionItem) {
  return commitActionChange({
    caller,
    action,
    seenVersion: action.version,
    set: { lifecycleStatus: 'deleted' },
    changes: [{ field: 'lifecycleStatus', oldValue: action.lifecycleStatus, newValue: 'deleted' }],
    ...(action.lifecycleStatus === 'active'
      ? { writes: activeCounterUpdate(action.organisationId, action.projectId, -1) }
      : {}),
  });
}

// ---- comments (generic `entityComment` items of entity type `action`) ----

/** A comment item plus the action's noteCount increment (not a field change: no version bump). */
export async function commentWrites(
  caller: Caller,
  action: ActionItem,
  text: string,
  kind: 'comment' | 'review',
) {
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
