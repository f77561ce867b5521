/**
 * Calendar-day arithmetic for the date rules (reviews, due dates, timelines).
 *
 * The server sends dates such as '2024-03-05T00:00:00' without a time zone and means a calendar day,
 * so a string is read by its leading yyyy-mm-dd and never shifted by the viewer's offset. A `Date`
 * (typically "today" from the clock) is read by its local calendar fields: the day the user sees.
 */
export type DateInput = string | Date;

const MS_PER_DAY = 86_400_000;
const isoDatePrefix = /^(\d{4})-(\d{2})-(\d{2})/;

/** Day number (days since 1970-01-01) of a year/month/day, or null when that day does not exist. */
export function dayNumberOf(year: number, month: number, day: number): number | null {
  // setUTCFullYear rather than Date.UTC: Date.UTC maps years 0-99 to 1900-1999, which would turn the
  // empty-date sentinel 0001-01-01 into 1901.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const rolledOver =
    date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day;
  return rolledOver ? null : Math.round(date.getTime() / MS_PER_DAY);
}

/** The calendar day an input names, as a day number; null for anything that is not a real day. */
export function calendarDayNumber(input: DateInput | null | undefined): number | null {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return dayNumberOf(input.getFullYear(), input.getMonth() + 1, input.getDate());
  }
  if (typeof input !== 'string') return null;
  const match = isoDatePrefix.exec(input.trim());
  if (!match) return null;
  return dayNumberOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** yyyy-mm-dd of a day number. */
export function isoDateOfDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** yyyy-mm-dd of the calendar day an input names, or null. */
export function toIsoDate(input: DateInput | null | undefined): string | null {
  const dayNumber = calendarDayNumber(input);
  return dayNumber === null ? null : isoDateOfDayNumber(dayNumber);
}

/** The day `days` after the input (negative goes back), as yyyy-mm-dd; null when the input is not a day. */
export function addCalendarDays(input: DateInput | null | undefined, days: number): string | null {
  const dayNumber = calendarDayNumber(input);
  return dayNumber === null ? null : isoDateOfDayNumber(dayNumber + days);
}

/** Whole days from `from` to `to` (positive when `to` is later); null when either is not a day. */
export function calendarDaysBetween(
  from: DateInput | null | undefined,
  to: DateInput | null | undefined,
): number | null {
  const fromDay = calendarDayNumber(from);
  const toDay = calendarDayNumber(to);
  return fromDay === null || toDay === null ? null : toDay - fromDay;
}
