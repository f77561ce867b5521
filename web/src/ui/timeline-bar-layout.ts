import { calendarDayNumber } from '@tandem/shared/core/calendar-date';
import { isEmptyDate } from '@tandem/shared/core/dates';

/** One marker of a timeline: a calendar day (`yyyy-mm-dd`, or a stored date with a time) and its name. */
export type TimelineMarkerInput = { key: string; date: string | null | undefined };

export type PlacedMarker = { key: string; day: number; percent: number };

export type TimelineLayout = {
  /** The markers that have a real date, earliest first, each at its place along the bar (0-100). */
  markers: PlacedMarker[];
  /** Where the progress fill ends: today's place, kept between the start and the end of the bar. */
  fillPercent: number;
  /** Where the fill begins: the first dated marker other than today (usually the start date). */
  fillFrom: number;
  /** Where today's line goes: its own place, left of the fill when today is before the start. */
  todayPercent: number;
};

/**
 * Places a timeline's markers on a bar (spec §2 timeline progress bar). The bar spans the earliest
 * to the latest of the dated markers and today, so today is always on it; empty dates (the sentinel)
 * are left out. Without at least one dated marker besides today there is no timeline: null.
 */
export function timelineLayout(
  markers: readonly TimelineMarkerInput[],
  today: string,
): TimelineLayout | null {
  const dated = markers.flatMap((marker) => {
    if (isEmptyDate(marker.date)) return [];
    const day = calendarDayNumber(marker.date);
    return day === null ? [] : [{ key: marker.key, day }];
  });
  const todayDay = calendarDayNumber(today);
  if (dated.length === 0 || todayDay === null) return null;
  const days = [...dated.map((marker) => marker.day), todayDay];
  const first = Math.min(...days);
  const last = Math.max(...days);
  // A bar of one single day still needs a width to place things on.
  const span = Math.max(last - first, 1);
  const place = (day: number) => Math.round(((day - first) / span) * 1000) / 10;
  const placed = dated
    .map((marker) => ({ ...marker, percent: place(marker.day) }))
    .sort((a, b) => a.day - b.day);
  const fillFrom = placed[0]?.percent ?? 0;
  const todayPercent = place(todayDay);
  return { markers: placed, fillFrom, fillPercent: Math.max(todayPercent, fillFrom), todayPercent };
}
