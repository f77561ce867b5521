import { addCalendarDays, toIsoDate, type DateInput } from '../core/calendar-date';
import { EMPTY_DATE, isEmptyDate } from '../core/dates';
import { ProgressStatus } from '../core/progress-status';
import { isRagStatus } from '../core/rag';
import { isProgressStatus } from '../core/progress-status';
import { LifecycleStatus } from '../core/lifecycle';
import { REVIEW_PERIOD_DAYS } from '../core/review';
import { isEndDateEditAccepted, isStartDateEditAccepted } from './action-date-edits';
import { actionFieldsIgnoringEmptyEdits, type UpdatableActionField } from './action-fields';

/** The messages the server answers (and the web app toasts) when a date edit breaks the order rule. */
export const START_DATE_AFTER_END_MESSAGE = 'The start date must be before the end date.';
export const END_DATE_NOT_AFTER_START_MESSAGE = 'The end date must be after the start date.';

/**
 * A date as the server stores it: `yyyy-mm-ddT00:00:00`, or the empty-date sentinel when cleared
 * (spec §4). Anything unparseable or below the minimum date counts as cleared.
 */
export function storedDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || isEmptyDate(value)) return EMPTY_DATE;
  const day = toIsoDate(value);
  return day ? `${day}T00:00:00` : EMPTY_DATE;
}

/** The one grid field update payload (spec §3): text, id, date or number, plus the version seen. */
export interface FieldUpdatePayload {
  text?: string | null;
  id?: string | null;
  date?: string | null;
  number?: number | null;
}

/** What the stored action looks like to the rules. */
export interface ActionDates {
  startDate: string;
  endDate: string;
}

export type FieldUpdateOutcome =
  /** Nothing to change: the value is empty where empty edits are ignored, or equal to what is stored. */
  | { kind: 'ignored'; reason: string }
  /** A 400: `field` names the body property at fault. */
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'set'; field: UpdatableActionField; value: string | number };

/** What a refused grid edit of a field answers after `body.<payload>: ` (spec §5). */
export const actionFieldRefusals = {
  name: 'the name is required.',
  ragStatus: 'not a RAG status.',
  progressStatus: 'choose a progress status.',
} as const;

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The server-side rule of one grid field edit (spec §4, §5): which payload property each field takes,
 * RAG / owner / assigned-to ignoring empty values, and the start/end ordering. Shared with the web
 * app so the grid can refuse an edit before sending it.
 */
export function fieldUpdateOutcome(
  field: UpdatableActionField,
  payload: FieldUpdatePayload,
  current: ActionDates,
): FieldUpdateOutcome {
  if (actionFieldsIgnoringEmptyEdits.includes(field)) {
    const value = field === 'ragStatus' ? payload.number : payload.id;
    if (blank(value)) return { kind: 'ignored', reason: `An empty ${field} is ignored.` };
  }
  switch (field) {
    case 'name': {
      const text = payload.text?.trim() ?? '';
      if (!text)
        return { kind: 'invalid', field: 'body.text', message: `body.text: ${actionFieldRefusals.name}` };
      return { kind: 'set', field, value: text };
    }
    case 'ragStatus':
      if (!isRagStatus(payload.number))
        return {
          kind: 'invalid',
          field: 'body.number',
          message: `body.number: ${actionFieldRefusals.ragStatus}`,
        };
      return { kind: 'set', field, value: payload.number };
    case 'progressStatus':
      if (!isProgressStatus(payload.number))
        return {
          kind: 'invalid',
          field: 'body.number',
          message: `body.number: ${actionFieldRefusals.progressStatus}`,
        };
      return { kind: 'set', field, value: payload.number };
    case 'owner':
    case 'assignedTo':
      return { kind: 'set', field, value: String(payload.id) };
    case 'startDate': {
      const value = storedDate(payload.date);
      if (!isStartDateEditAccepted(value, current.endDate))
        return { kind: 'invalid', field: 'body.date', message: START_DATE_AFTER_END_MESSAGE };
      return { kind: 'set', field, value };
    }
    case 'endDate': {
      const value = storedDate(payload.date);
      if (!isEndDateEditAccepted(value, current.startDate))
        return { kind: 'invalid', field: 'body.date', message: END_DATE_NOT_AFTER_START_MESSAGE };
      return { kind: 'set', field, value };
    }
  }
}

/**
 * The initial end date after an end date edit (timeline "initial target"): the first end date ever
 * set becomes it and stays; clearing or moving the end date later leaves it alone.
 */
export function initialEndDateAfter(
  initialEndDate: string | null | undefined,
  newEndDate: string | null | undefined,
): string | undefined {
  return newEndDate && !isEmptyDate(newEndDate) && isEmptyDate(initialEndDate) ? newEndDate : undefined;
}

/** Both dates at once (`setDates`): the same order rule, checked against each other. */
export function datesOutcome(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): { ok: true; startDate: string; endDate: string } | { ok: false; field: string; message: string } {
  const start = storedDate(startDate);
  const end = storedDate(endDate);
  if (!isEndDateEditAccepted(end, start))
    return { ok: false, field: 'body.endDate', message: END_DATE_NOT_AFTER_START_MESSAGE };
  return { ok: true, startDate: start, endDate: end };
}

/** What a review sets (spec §4, §9): reviewed now, next review due 6 weeks later. */
export function reviewFields(reviewedBy: string, today: Date = new Date()) {
  const reviewedOn = `${toIsoDate(today)}T00:00:00`;
  return {
    reviewedBy,
    reviewedOn,
    nextReviewDue: `${addCalendarDays(reviewedOn, REVIEW_PERIOD_DAYS)}T00:00:00`,
  };
}

/**
 * Whether an action still needs doing, for the overdue/upcoming jobs and My Dashboard: active, and
 * neither completed nor cancelled.
 */
export function isOpenAction(action: { lifecycleStatus: string; progressStatus: number }): boolean {
  return (
    action.lifecycleStatus === LifecycleStatus.ACTIVE &&
    action.progressStatus !== ProgressStatus.COMPLETED &&
    action.progressStatus !== ProgressStatus.CANCELLED
  );
}

/** Sort key of a due date in an index: the calendar day, or `none` (sorts after every digit). */
export function dueKeyOf(endDate: string | null | undefined): string {
  return isEmptyDate(endDate) ? 'none' : (toIsoDate(endDate ?? '') ?? 'none');
}

/** Reference numbers sort as text in an index, so they are zero-padded to a fixed width. */
export const refKeyOf = (refNumber: number) => String(refNumber).padStart(9, '0');
