import { YEAR_OPTIONS_BACK, YEAR_OPTIONS_TOTAL } from './limits';

/**
 * Years in a date picker's drop-down. The spec says "about 5 back and 5 forward (10 years)"; we keep
 * the count of 10: five years back, the current year, four forward. The year the picker shows (a
 * stored date further away, or one reached with the calendar's own arrows) is offered too, in its
 * place, so the drop-down always names the year on screen.
 */
export function yearOptions(currentYear: number, shownYear?: number): number[] {
  const first = currentYear - YEAR_OPTIONS_BACK;
  const years = Array.from({ length: YEAR_OPTIONS_TOTAL }, (_, index) => first + index);
  if (shownYear === undefined || years.includes(shownYear)) return years;
  return [...years, shownYear].sort((a, b) => a - b);
}
