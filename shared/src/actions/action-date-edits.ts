import { calendarDayNumber, type DateInput } from '../core/calendar-date';
import { isEmptyDate } from '../core/dates';

type MaybeDate = DateInput | null | undefined;

/**
 * Whether an edited start date is saved (spec §5): only if it was cleared, or there is no end date,
 * or the new start is strictly before the end. Otherwise the edit is ignored. Dates compare as
 * calendar days.
 */
export function isStartDateEditAccepted(newStartDate: MaybeDate, endDate: MaybeDate): boolean {
  if (isEmptyDate(newStartDate) || isEmptyDate(endDate)) return true;
  return (calendarDayNumber(newStartDate) as number) < (calendarDayNumber(endDate) as number);
}

/**
 * Whether an edited end date is saved (spec §4, §5): rejected when it equals the start date or is
 * not after it. Clearing the end date, or having no start date, leaves nothing to order against,
 * so those are accepted.
 */
export function isEndDateEditAccepted(newEndDate: MaybeDate, startDate: MaybeDate): boolean {
  if (isEmptyDate(newEndDate) || isEmptyDate(startDate)) return true;
  return (calendarDayNumber(newEndDate) as number) > (calendarDayNumber(startDate) as number);
}
