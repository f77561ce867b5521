import { fieldUpdateOutcome, storedDate } from '@tandem/shared/actions/action-rules';
import { updatableActionFields, type UpdatableActionField } from '@tandem/shared/actions/action-fields';
import { clearableActionFields } from '@tandem/shared/actions/schemas';
import { EMPTY_DATE } from '@tandem/shared/core/dates';

const { requireAction } = await import('@tandem/functions/actions/action-reads');
const { resolveReferences } = await import('./served-action-references');
const { commitIfChanged, withInitialEndDate } = await import('@tandem/functions/groups/actions/service');
const { badRequest } = await import('@tandem/functions/http/http-error');
const { seenVersionOf } = await import('@tandem/functions/http/version-query');

/**
 * The per-field update and clear of actions exactly as the hand-written family served them before the
 * kit took them over (issue 9 item 6): `kit-action-field-edits.test.ts` drives the same edits through
 * this and through the served endpoints and compares answers, stored items and history items. Built
 * on the hand-written writes that are still served (`commitIfChanged`, `resolveReferences`), so
 * what it writes is what the hand-written family writes.
 */
type Caller = Parameters<typeof commitIfChanged>[0];
type Scope = { organisationId: string; projectId: string };
type Action = Awaited<ReturnType<typeof requireAction>>;

/** `PUT /{actionId}/{fieldName}` as served by `groups/actions/service.ts` until the switch. */
export async function servedUpdateActionField(
  caller: Caller,
  scope: Scope,
  actionId: string,
  fieldName: string,
  body: {
    text?: string | null;
    id?: string | null;
    date?: string | null;
    number?: number | null;
    version: number;
  },
) {
  if (!(updatableActionFields as readonly string[]).includes(fieldName))
    throw badRequest('params.fieldName', `params.fieldName: one of ${updatableActionFields.join(', ')}.`);
  const action = await requireAction(scope.organisationId, scope.projectId, actionId);
  const outcome = fieldUpdateOutcome(fieldName as UpdatableActionField, body, action);
  if (outcome.kind === 'invalid') throw badRequest(outcome.field, outcome.message);
  if (outcome.kind === 'ignored') return commitIfChanged(caller, scope, action, body.version, {});
  let set: Partial<Action>;
  switch (outcome.field) {
    case 'owner':
      set = await resolveReferences(scope.organisationId, { ownerId: String(outcome.value) }, 'body.id');
      break;
    case 'assignedTo':
      set = await resolveReferences(scope.organisationId, { assignedToId: String(outcome.value) }, 'body.id');
      break;
    default:
      set = { [outcome.field]: outcome.value } as Partial<Action>;
  }
  return commitIfChanged(caller, scope, action, body.version, withInitialEndDate(action, set));
}

/** `DELETE /{actionId}/{fieldPath}?version=N` as served by `groups/actions/service.ts` until the switch. */
export async function servedClearActionField(
  caller: Caller,
  scope: Scope,
  actionId: string,
  fieldPath: string,
  versionText: string,
) {
  const version = seenVersionOf(versionText);
  if (!(clearableActionFields as readonly string[]).includes(fieldPath))
    throw badRequest('params.fieldPath', `params.fieldPath: one of ${clearableActionFields.join(', ')}.`);
  const action = await requireAction(scope.organisationId, scope.projectId, actionId);
  const set: Partial<Action> =
    fieldPath === 'description'
      ? { description: '' }
      : fieldPath === 'actionType'
        ? { actionTypeId: '', actionTypeName: '' }
        : { [fieldPath]: storedDate(EMPTY_DATE) };
  return commitIfChanged(caller, scope, action, version, set);
}
