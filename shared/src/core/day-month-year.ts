import { calendarDayNumber, dayNumberOf, isoDateOfDayNumber, type DateInput } from './calendar-date';

// Day and month may be written with one digit ("5/3/2024"); the year must have four so that "24"
// is never guessed to be 1924 or 2024.
const dayMonthYearPattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Parses dd/mm/yyyy (the filter display format, spec §9) to yyyy-mm-dd; null if unparseable or impossible. */
export function parseDayMonthYear(text: string | null | undefined): string | null {
  const match = dayMonthYearPattern.exec((text ?? '').trim());
  if (!match) return null;
  const dayNumber = dayNumberOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return dayNumber === null ? null : isoDateOfDayNumber(dayNumber);
}

/** Formats a date as dd/mm/yyyy; empty string when it is not a date. */
export function formatDayMonthYear(value: DateInput | null | undefined): string {
  const dayNumber = calendarDayNumber(value);
  if (dayNumber === null) return '';
  const [year, month, day] = isoDateOfDayNumber(dayNumber).split('-');
  return `${day}/${month}/${year}`;
}
