import { isEmptyDate } from '@tandem/shared/core/dates';

/** The browser's language, for every date shown (spec §9: dates display in the browser language). */
export const browserLocale = (): string =>
  (typeof navigator !== 'undefined' && navigator.language) || 'en-GB';

// One formatter per locale: building an Intl.DateTimeFormat costs far more than formatting with
// one, and a grid formats a date in every visible row.
const shortDateFormats = new Map<string, Intl.DateTimeFormat>();
const shortDateFormat = (locale: string) => {
  let format = shortDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    shortDateFormats.set(locale, format);
  }
  return format;
};

/** A localised short date (`6 Jan 2025` in en-GB); an unparseable value is shown as it came. */
export function formatDate(value: string | Date, locale: string = browserLocale()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return shortDateFormat(locale).format(date);
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day (`2027-03-31`) or a moment (an ISO timestamp) as the localised short date every list shows
 * (`31 Mar 2027` in en-GB). A bare day is read as that day here, never as UTC midnight, which west
 * of Greenwich would show the day before. No date (empty, or the stored "no date" before 1900)
 * shows as nothing; an unreadable value as it came.
 */
export function formatDay(value: string | null | undefined, locale: string = browserLocale()): string {
  if (!value) return '';
  if (Number.isNaN(Date.parse(value))) return value;
  if (isEmptyDate(value)) return '';
  const day = isoDay.exec(value);
  if (!day) return formatDate(value, locale);
  const [, year, month, date] = day;
  return formatDate(new Date(Number(year), Number(month) - 1, Number(date)), locale);
}

/**
 * A day typed the en-GB way (`31/03/2027`, `1/4/27` is not: the year has four digits) or as stored
 * (`2027-03-31`), as the stored `yyyy-mm-dd`; null for anything else, a day that does not exist
 * (`31/02/2027`) included.
 */
export function isoDayOfTyped(text: string): string | null {
  const typed = text.trim();
  const parts =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  if (!parts) return null;
  const [day, month, year] =
    parts[3]!.length === 4 ? [parts[1], parts[2], parts[3]] : [parts[3], parts[2], parts[1]];
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
