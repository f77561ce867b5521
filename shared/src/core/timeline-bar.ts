import { calendarDayNumber, type DateInput } from './calendar-date';
import { isEmptyDate } from './dates';

export const TimelineBarState = {
  ON_TRACK: 'onTrack',
  /** Today is after the due date: shown in the danger colour. */
  OVERDUE: 'overdue',
  /** The due date moved from the initial target: shown in the warning colour. */
  MOVED: 'moved',
} as const;
export type TimelineBarState = (typeof TimelineBarState)[keyof typeof TimelineBarState];

export type TimelineDates = {
  initialEndDate?: DateInput | null;
  actualEndDate?: DateInput | null;
};

/**
 * State of a timeline progress bar (spec §4). Overdue wins over moved: being late matters more than
 * having been rescheduled. Empty dates (the sentinel) never make a bar overdue or moved.
 */
export function timelineBarState(
  { initialEndDate, actualEndDate }: TimelineDates,
  today: DateInput = new Date(),
): TimelineBarState {
  if (isEmptyDate(actualEndDate)) return TimelineBarState.ON_TRACK;
  const dueDay = calendarDayNumber(actualEndDate) as number;
  const todayDay = calendarDayNumber(today);
  if (todayDay !== null && todayDay > dueDay) return TimelineBarState.OVERDUE;
  if (!isEmptyDate(initialEndDate) && calendarDayNumber(initialEndDate) !== dueDay)
    return TimelineBarState.MOVED;
  return TimelineBarState.ON_TRACK;
}
