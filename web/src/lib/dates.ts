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
