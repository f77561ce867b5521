import { calendarDayNumber, type DateInput } from './calendar-date';

/** What the server stores for "no date" (spec §4, §9); clearing a date editor sends this. */
export const EMPTY_DATE = '0001-01-01T00:00:00';

/** Anything before this counts as no date at all (spec §5, §9). */
export const MINIMUM_DATE = '1900-01-01';

/**
 * The second minimum date of spec §9. The spec does not say where it applies; we read it as the
 * earliest day a date picker offers, since no real project date predates the product.
 */
export const MINIMUM_SELECTABLE_DATE = '2010-01-01';

/** True for missing, unparseable, or sentinel-like dates: anything below `minimum` counts as empty. */
export function isEmptyDate(value: DateInput | null | undefined, minimum: DateInput = MINIMUM_DATE): boolean {
  const day = calendarDayNumber(value);
  const minimumDay = calendarDayNumber(minimum);
  return day === null || minimumDay === null || day < minimumDay;
}

/** The value when it is a real date, otherwise the fallback (spec §5: "the default date is used"). */
export function dateOrDefault<T extends DateInput, F>(value: T | null | undefined, fallback: F): T | F {
  return value === null || value === undefined || isEmptyDate(value) ? fallback : value;
}
