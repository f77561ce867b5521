import { dayNumberOf, isoDateOfDayNumber } from '@tandem/shared/core/calendar-date';
import { restoredCell } from '@tandem/shared/spreadsheet/formula-cell';
import { parseDayMonthYear } from '@tandem/shared/core/day-month-year';

/**
 * Spreadsheet cells as text. `.xlsx` cells arrive as strings, numbers, booleans or `Date`s (which
 * read-excel-file builds at UTC midnight); `.csv` cells are always strings. Entities read text only,
 * so both formats go through the same conversion.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** yyyy-mm-dd of a spreadsheet date, by its UTC fields: the calendar day the sheet shows. */
export function isoDayOfCellDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** One cell as trimmed text: dates as yyyy-mm-dd, numbers without float noise, empty as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDayOfCellDate(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // 0.1 + 0.2 style binary noise from spreadsheet formulas: 15 significant digits is what Excel shows.
    return String(Number.isInteger(value) ? value : Number(value.toPrecision(15)));
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // An export writes formula-like text behind an apostrophe (ASVS 1.2.10): read back as it was.
  return restoredCell(String(value).trim());
}

const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;
/** Day-first dates may be written with dots or dashes (1.4.2026, 01-04-2026) as well as slashes. */
const dayFirstSeparators = /[.-]/g;

/**
 * A day typed as text, as yyyy-mm-dd: `2026-03-01` (optionally with a time) or the en-GB
 * `01/03/2026` (day first, spec §9; the shared dd/mm/yyyy rule). Null for anything else, including
 * days that do not exist.
 */
export function dayOfText(text: string): string | null {
  const value = text.trim();
  const iso = isoDay.exec(value);
  if (!iso) return parseDayMonthYear(value.replace(dayFirstSeparators, '/'));
  const dayNumber = dayNumberOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return dayNumber === null ? null : isoDateOfDayNumber(dayNumber);
}
