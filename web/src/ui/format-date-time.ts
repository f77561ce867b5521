import { browserLocale } from '@/lib/dates';

/** A moment (ISO timestamp) as a localised short date and time, e.g. `6 Jan 2025, 14:03` in en-GB. */
export function formatDateTime(value: string, locale: string = browserLocale()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
