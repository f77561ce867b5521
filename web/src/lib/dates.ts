/** The browser's language, for every date shown (spec §9: dates display in the browser language). */
export const browserLocale = (): string =>
  (typeof navigator !== 'undefined' && navigator.language) || 'en-GB';

/** A localised short date (`6 Jan 2025` in en-GB); an unparseable value is shown as it came. */
export function formatDate(value: string | Date, locale: string = browserLocale()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
