import { datesOutcome } from '@tandem/shared/actions/action-rules';
import { ACTION_COMMENT_MAX, ACTION_DESCRIPTION_MAX, ACTION_NAME_MAX } from '@tandem/shared/actions/limits';
import { isEndDateEditAccepted, isStartDateEditAccepted } from '@tandem/shared/actions/action-date-edits';
import { isEmptyDate, MINIMUM_SELECTABLE_DATE } from '@tandem/shared/core/dates';
import { calendarDayNumber } from '@tandem/shared/core/calendar-date';
import { isProgressStatus, ProgressStatus } from '@tandem/shared/core/progress-status';
import { isRagStatus, RagStatus } from '@tandem/shared/core/rag';
import type { ApiCallOptions } from '@/lib/api-client';
import { endpointPermission } from '@/lib/endpoint-permissions';
import { optionalText, requiredText, type FieldRules } from '@/lib/form-support';
import type { Action } from '../api/list-actions';
import { dayOf, richTextOfInput } from './grid-logic';

/** The contract's limits (shared `actions/limits`, which carries no zod). */
export {
  ACTION_COMMENT_MAX as ACTION_COMMENT_MAX_LENGTH,
  ACTION_DESCRIPTION_MAX as ACTION_DESCRIPTION_MAX_LENGTH,
  ACTION_NAME_MAX as ACTION_NAME_MAX_LENGTH,
};

/**
 * Reading action types is core data viewing (shared `coreDataView`: contributor or more), which a
 * reader with project edit flags lacks; the pages then keep the current type and ask for no list.
 */
export const actionTypesPermission = endpointPermission('listActionTypes');

/** What the edit form holds: text as typed, choices as select values, dates as `yyyy-mm-dd` or ''. */
export type ActionFormValues = {
  name: string;
  /** The description as stored rich text, which the rich-text editor edits. */
  description: string;
  actionTypeId: string;
  ragStatus: string;
  progressStatus: string;
  startDate: string;
  endDate: string;
  ownerId: string;
  assignedToId: string;
};
export type ActionFormField = keyof ActionFormValues;

/** The form's starting values from the stored action. */
export function actionFormValuesOf(action: Action): ActionFormValues {
  return {
    name: action.name,
    description: action.description,
    actionTypeId: action.actionTypeId ?? '',
    ragStatus: String(action.ragStatus),
    progressStatus: String(action.progressStatus),
    startDate: dayOf(action.startDate) ?? '',
    endDate: dayOf(action.endDate) ?? '',
    ownerId: action.ownerId ?? '',
    assignedToId: action.assignedToId ?? '',
  };
}

/** A new action's starting values: what the server would default to (RAG unknown, not started). */
export const newActionFormValues: ActionFormValues = {
  name: '',
  description: '',
  actionTypeId: '',
  ragStatus: String(RagStatus.UNKNOWN),
  progressStatus: String(ProgressStatus.NOT_STARTED),
  startDate: '',
  endDate: '',
  ownerId: '',
  assignedToId: '',
};

const tooEarly = (day: string) =>
  day !== '' && (calendarDayNumber(day) ?? 0) < (calendarDayNumber(MINIMUM_SELECTABLE_DATE) ?? 0);
const notADay = (day: string) => day !== '' && calendarDayNumber(day) === null;

/**
 * One rule per field (spec §5), each answering a phrase key or null: the name is required and at
 * most 200 characters; the start must be before the end and the end after the start (the shared
 * order rule, both dates judged together as the save sends them together); an owner or assignee
 * may be changed or removed (`actionClears`); RAG and progress need a chosen value.
 */
export function actionFormRules(values: ActionFormValues): FieldRules<ActionFormField> {
  return {
    name: () => requiredText(values.name, ACTION_NAME_MAX),
    description: () => optionalText(richTextOfInput(values.description), ACTION_DESCRIPTION_MAX),
    actionTypeId: () => null,
    ragStatus: () => (isRagStatus(Number(values.ragStatus)) ? null : 'actionDetail.form.chooseRag'),
    progressStatus: () =>
      values.progressStatus !== '' && isProgressStatus(Number(values.progressStatus))
        ? null
        : 'actionDetail.form.chooseProgress',
    startDate: () => {
      if (notADay(values.startDate)) return 'forms.date';
      if (tooEarly(values.startDate)) return 'actionDetail.form.dateTooEarly';
      return isStartDateEditAccepted(values.startDate || null, values.endDate || null)
        ? null
        : 'actionDetail.form.startBeforeEnd';
    },
    endDate: () => {
      if (notADay(values.endDate)) return 'forms.date';
      if (tooEarly(values.endDate)) return 'actionDetail.form.dateTooEarly';
      return isEndDateEditAccepted(values.endDate || null, values.startDate || null)
        ? null
        : 'actionDetail.form.endAfterStart';
    },
    ownerId: () => null,
    assignedToId: () => null,
  };
}

/**
 * The people the form removed, as the fields the clear endpoint takes: the update ignores an empty
 * owner or assignee (so a half-filled upload or grid edit never unsets one), so a removal is its own call.
 */
export function actionClears(
  initial: ActionFormValues,
  values: ActionFormValues,
): ('owner' | 'assignedTo')[] {
  const cleared: ('owner' | 'assignedTo')[] = [];
  if (initial.ownerId && !values.ownerId) cleared.push('owner');
  if (initial.assignedToId && !values.assignedToId) cleared.push('assignedTo');
  return cleared;
}

/** What a save sends: the changed fields only (the version is added by the caller). */
export type ActionChanges = Omit<NonNullable<ApiCallOptions<'updateAction'>['body']>, 'version'>;

/**
 * The changed fields as ONE `updateAction` body (the server checks them together and writes them in
 * one version-checked change, so a save is all or nothing), or null when nothing changed. Dates go
 * as a pair so the order rule sees both; a cleared date is null. Assumes the values passed
 * `actionFormRules`.
 */
export function actionChanges(initial: ActionFormValues, values: ActionFormValues): ActionChanges | null {
  const body: ActionChanges = {};
  if (values.name.trim() !== initial.name.trim()) body.name = values.name.trim();
  if (values.description !== initial.description) body.description = richTextOfInput(values.description);
  if (values.actionTypeId !== initial.actionTypeId) body.actionTypeId = values.actionTypeId || null;
  if (values.startDate !== initial.startDate || values.endDate !== initial.endDate) {
    const checked = datesOutcome(values.startDate || null, values.endDate || null);
    if (checked.ok) {
      body.startDate = isEmptyDate(checked.startDate) ? null : values.startDate;
      body.endDate = isEmptyDate(checked.endDate) ? null : values.endDate;
    }
  }
  if (values.ragStatus !== initial.ragStatus)
    body.ragStatus = Number(values.ragStatus) as ActionChanges['ragStatus'];
  if (values.progressStatus !== initial.progressStatus)
    body.progressStatus = Number(values.progressStatus) as ActionChanges['progressStatus'];
  if (values.ownerId && values.ownerId !== initial.ownerId) body.ownerId = values.ownerId;
  if (values.assignedToId && values.assignedToId !== initial.assignedToId)
    body.assignedToId = values.assignedToId;
  return Object.keys(body).length ? body : null;
}

/** What a create sends: the filled fields of the same form (the same rules have passed). */
export type ActionCreation = NonNullable<ApiCallOptions<'createAction'>['body']>;

export function actionCreation(values: ActionFormValues): ActionCreation {
  const body: ActionCreation = {
    name: values.name.trim(),
    ragStatus: Number(values.ragStatus) as ActionCreation['ragStatus'],
    progressStatus: Number(values.progressStatus) as ActionCreation['progressStatus'],
  };
  const description = richTextOfInput(values.description);
  if (description) body.description = description;
  if (values.startDate) body.startDate = values.startDate;
  if (values.endDate) body.endDate = values.endDate;
  if (values.actionTypeId) body.actionTypeId = values.actionTypeId;
  if (values.ownerId) body.ownerId = values.ownerId;
  if (values.assignedToId) body.assignedToId = values.assignedToId;
  return body;
}
