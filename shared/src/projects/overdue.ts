import { isEmptyDate } from '../core/dates';
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
