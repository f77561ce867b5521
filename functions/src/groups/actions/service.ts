import { datesOutcome, initialEndDateAfter } from '@tandem/shared/actions/action-rules';
import type { ActionResponse } from '@tandem/shared/actions/schemas';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/http-error';
import { requireAction } from '../../actions/action-reads';
import {
  requireProjectContext,
  toActionResponses,
  type ActionItem,
  type ProjectScope,
} from '../../actions/store';
import { changesBetween, commitActionChange } from '../../actions/writes';

export type { ProjectScope };

// The kit serves every other single-action endpoint; their hand-written versions live on only as the
// comparison references of the tests (`tests/integration/served-action-*.ts`), built on what is here.

export async function respond(scope: ProjectScope, action: ActionItem): Promise<ActionResponse> {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const [response] = await toActionResponses(scope.organisationId, [action], context);
  return response!;
}

/**
 * One version-checked change with a history item per changed field, or the action as it is when nothing
 * changed at the seen version. Serves `setActionDates`; also the base of the edit form's and the
 * per-field edit's references as they were served (`tests/integration/served-action-*.ts`).
 */
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
