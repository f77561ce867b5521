import { YEAR_OPTIONS_BACK, YEAR_OPTIONS_TOTAL } from './limits';

/**
 * Years in a date picker's drop-down. The spec says "about 5 back and 5 forward (10 years)"; we keep
 * the count of 10: five years back, the current year, four forward.
 */
export function yearOptions(currentYear: number): number[] {
  const first = currentYear - YEAR_OPTIONS_BACK;
  return Array.from({ length: YEAR_OPTIONS_TOTAL }, (_, index) => first + index);
}
