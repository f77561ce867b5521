import { isEmptyDate, MINIMUM_DATE } from '../core/dates';
import { FilterOperator, FilterValueJoin } from '../core/filter-operators';
import type { ListFilter } from '../core/list-query';
import { toIsoDate } from '../core/calendar-date';
import { ProgressStatus } from '../core/progress-status';

/**
 * Overdue (spec §4 "overdue if today is after actualEndDate"; the brief: past its end date and not
 * complete): an item whose end day is before today and whose progress is not completed. An item with
 * no end date (missing or the empty-date sentinel) is never overdue. `today` is a yyyy-mm-dd day.
 */
export function isOverdue(
  item: { endDate?: string | null; progressStatus?: number | null },
  today: string,
): boolean {
  if (item.progressStatus === ProgressStatus.COMPLETED) return false;
  if (!item.endDate || isEmptyDate(item.endDate)) return false;
  const day = toIsoDate(item.endDate);
  return day !== null && day < today;
}

/**
 * Upcoming (a milestone): its deadline is today or later. Days compare as yyyy-mm-dd text.
 */
export function isUpcoming(deadline: string | null | undefined, today: string): boolean {
  if (!deadline || isEmptyDate(deadline)) return false;
  const day = toIsoDate(deadline);
  return day !== null && day >= today;
}

/** The day before a yyyy-mm-dd day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The list filters selecting exactly the items `isOverdue` counts (the overdue tiles open them): an end
 * day from the first real date to yesterday (the empty-date sentinel and a missing end fall outside;
 * the upper bound takes a stored time of that day too) and a progress other than completed.
 */
export function overdueFilters(today: string): ListFilter[] {
  return [
    {
      key: 'endDate',
      operator: FilterOperator.EQUALS,
      values: [MINIMUM_DATE, `${dayBefore(today)}T23:59:59.999Z`],
      join: FilterValueJoin.BETWEEN,
    },
    {
      key: 'progressStatus',
      operator: FilterOperator.NOT_EQUALS,
      values: [String(ProgressStatus.COMPLETED)],
      join: FilterValueJoin.OR,
    },
  ];
}

/** Today in UTC as yyyy-mm-dd: the day the server counts overdue by. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
