import { calendarDaysBetween, type DateInput } from '../core/calendar-date';

export const DueDateColour = {
  DANGER: 'danger',
  WARNING: 'warning',
} as const;
export type DueDateColour = (typeof DueDateColour)[keyof typeof DueDateColour];

/**
 * Colour of a due date in overdue/upcoming lists (spec §4): danger once the day has passed,
 * warning otherwise (including today, which is not yet past). Null when there is no date.
 */
export function dueDateColour(
  dueDate: DateInput | null | undefined,
  today: DateInput = new Date(),
): DueDateColour | null {
  const daysPast = calendarDaysBetween(dueDate, today);
  if (daysPast === null) return null;
  return daysPast > 0 ? DueDateColour.DANGER : DueDateColour.WARNING;
}
