import { datesOutcome } from '@tandem/shared/actions/action-rules';
import type { ActionInput } from '@tandem/shared/actions/schemas';
import type { ActionItem, ProjectScope } from '@tandem/functions/actions/store';
import type { Caller } from '@tandem/functions/http/caller';

const { REF_COUNTER, requireProjectContext, toActionResponses } =
  await import('@tandem/functions/actions/store');
const { requireAction } = await import('@tandem/functions/actions/action-reads');
const { activeCounterUpdate, commitActionChange, newActionItem, writeNewActions } =
  await import('@tandem/functions/actions/writes');
const { resolveReferences } = await import('./served-action-references');
const { richTextToStore } = await import('@tandem/functions/actions/stored-rich-text');
const { nextRefNumbers } = await import('@tandem/functions/data/counter');
const { badRequest } = await import('@tandem/functions/http/http-error');
const { commitIfChanged, respond, withInitialEndDate } =
  await import('@tandem/functions/groups/actions/service');

/**
 * The single-action writes of actions exactly as the hand-written family served them until the kit took
 * them over (issue 9 item 6; none of them is served since 2026-11-26): the comparison reference
 * `kit-action-storage.test.ts`, `kit-action-writes.test.ts`, `kit-action-review-tags.test.ts`,
 * `kit-action-tags.test.ts`, `kit-action-lists-bulk.test.ts` and `kit-action-upload.test.ts` prove the
 * kit's writes against (same answer, stored item and history). Moved out of
 * `functions/src/groups/actions/service.ts` so production holds only what is served; built on the
 * hand-written parts still served (`commitIfChanged`, `writeNewActions`, `newActionItem`), so what it
 * writes is what the hand-written family writes.
 */

/** Builds new actions (validated, references resolved, ref numbers taken atomically) without writing. */
async function prepareNewActions(
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

/** `POST …/actions` as served until the switch. */
export async function createAction(caller: Caller, scope: ProjectScope, input: ActionInput) {
  await requireProjectContext(scope.organisationId, scope.projectId);
  const [action] = await prepareNewActions(caller, scope, [input]);
  await writeNewActions(caller, [action!]);
  return respond(scope, action!);
}

/** `POST …/actions/multiple` as served until the switch. */
export async function addMultipleActions(caller: Caller, scope: ProjectScope, inputs: ActionInput[]) {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const actions = await prepareNewActions(caller, scope, inputs, 'body.actions');
  await writeNewActions(caller, actions);
  return toActionResponses(scope.organisationId, actions, context);
}

/**
 * The edit form's save as served: every given field checked first (dates against each other and the
 * current ones), then one version-checked change with a history item per changed field.
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

/** `DELETE …/actions/{actionId}` as served until the switch. */
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

/** The answer of one action as the hand-written family builds it (still served by `setActionDates`). */
export { respond };
