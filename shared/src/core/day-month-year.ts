import { dayNumberOf, isoDateOfDayNumber } from './calendar-date';

// Day and month may be written with one digit ("5/3/2024"); the year must have four so that "24"
// is never guessed to be 1924 or 2024.
const dayMonthYearPattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Parses dd/mm/yyyy (spec §9's day-first format; spec §5: unparseable gives null) to yyyy-mm-dd; null
 * if unparseable or impossible. The spreadsheet import reads day-first cells with it.
 */
export function parseDayMonthYear(text: string | null | undefined): string | null {
  const match = dayMonthYearPattern.exec((text ?? '').trim());
  if (!match) return null;
  const dayNumber = dayNumberOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return dayNumber === null ? null : isoDateOfDayNumber(dayNumber);
}
