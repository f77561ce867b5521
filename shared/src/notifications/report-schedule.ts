/**
 * When the daily action reports go out. The scheduler fires once a day at the stage's hour in the
 * stage's time zone; the reports are for the working days of the organisation's week, so the
 * dispatcher asks `isReportDay` before enqueueing anyone. The spec names no per-organisation setting
 * for either, so every organisation has the default week (docs/decisions.md, "Jobs that scale").
 */

/** ISO weekday numbers: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const DEFAULT_WORKING_DAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];
export const DEFAULT_REPORT_TIME_ZONE = 'Europe/London';

const weekdayNumbers: Record<string, IsoWeekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The calendar day (`yyyy-mm-dd`) and ISO weekday of an instant as seen in a time zone. */
export function localDay(now: Date, timeZone: string): { day: string; weekday: IsoWeekday } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = weekdayNumbers[part('weekday')];
  if (!weekday) throw new Error(`No weekday for ${now.toISOString()} in ${timeZone}`);
  return { day: `${part('year')}-${part('month')}-${part('day')}`, weekday };
}

/** Whether `now` falls on one of the working days in that time zone. */
export function isReportDay(
  now: Date,
  timeZone: string = DEFAULT_REPORT_TIME_ZONE,
  workingDays: readonly IsoWeekday[] = DEFAULT_WORKING_DAYS,
): boolean {
  return workingDays.includes(localDay(now, timeZone).weekday);
}
