import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar-date';
import { ProgressStatus } from './progress-status';
import {
  REVIEW_AMBER_DAYS_LEFT,
  REVIEW_OVERDUE_GRACE_DAYS,
  REVIEW_PERIOD_DAYS,
  ReviewRange,
  actionReviewColour,
  daysUntilReviewDue,
  nextReviewDate,
  nextReviewDueColour,
  reviewRangeOf,
} from './review';

const today = '2024-06-15';
/** The review date that leaves `daysLeft` days until the 42-day review falls due. */
const reviewedWithDaysLeft = (daysLeft: number) => addCalendarDays(today, daysLeft - 42) ?? '';
const daysAgo = (days: number) => addCalendarDays(today, -days) ?? '';

describe('review constants', () => {
  it('match spec §9', () => {
    expect(REVIEW_PERIOD_DAYS).toBe(42);
    expect(REVIEW_AMBER_DAYS_LEFT).toBe(14);
    expect(REVIEW_OVERDUE_GRACE_DAYS).toBe(7);
  });
});

describe('nextReviewDate', () => {
  it('is six weeks after the date', () => {
    expect(nextReviewDate('2024-01-01T00:00:00')).toBe('2024-02-12');
    expect(nextReviewDate('2024-02-20')).toBe('2024-04-02');
    expect(nextReviewDate(null)).toBeNull();
  });

  it('counts days left until then', () => {
    expect(daysUntilReviewDue(today, today)).toBe(42);
    expect(daysUntilReviewDue('2024-05-01', new Date(2024, 5, 15))).toBe(-3);
  });
});

describe('actionReviewColour', () => {
  it.each([
    [43, 'black'], // review date in the future
    [42, 'green'], // reviewed today
    [41, 'black'],
    [15, 'black'],
    [14, 'amber'],
    [1, 'amber'],
    [0, 'amber'],
    [-1, 'red'],
    [-30, 'red'],
  ])('%i days left -> %s', (daysLeft, colour) => {
    expect(actionReviewColour(reviewedWithDaysLeft(daysLeft), today)).toBe(colour);
  });

  it('has no colour without a date', () => {
    expect(actionReviewColour(undefined, today)).toBeNull();
  });
});

describe('nextReviewDueColour', () => {
  it.each([
    [-3, null], // due in 3 days
    [0, null], // due today: not yet past
    [1, 'red'],
    [7, 'red'],
    [8, 'amber'],
    [60, 'amber'],
  ])('%i days past due -> %s', (days, colour) => {
    expect(nextReviewDueColour(daysAgo(days), ProgressStatus.IN_PROGRESS, today)).toBe(colour);
  });

  it('shows nothing for Completed items, however overdue', () => {
    expect(nextReviewDueColour(daysAgo(1), ProgressStatus.COMPLETED, today)).toBeNull();
    expect(nextReviewDueColour(daysAgo(30), ProgressStatus.COMPLETED, today)).toBeNull();
  });

  it('shows nothing without a date', () => {
    expect(nextReviewDueColour(null, ProgressStatus.NOT_STARTED, today)).toBeNull();
  });
});

describe('reviewRangeOf', () => {
  it.each([
    [42, ReviewRange.FOUR_TO_SIX_WEEKS],
    [29, ReviewRange.FOUR_TO_SIX_WEEKS],
    [28, ReviewRange.TWO_TO_FOUR_WEEKS],
    [15, ReviewRange.TWO_TO_FOUR_WEEKS],
    [14, ReviewRange.WITHIN_TWO_WEEKS],
    [0, ReviewRange.WITHIN_TWO_WEEKS],
    [-1, ReviewRange.OVERDUE],
  ])('%i days left -> %s', (daysLeft, range) => {
    expect(reviewRangeOf(reviewedWithDaysLeft(daysLeft), today)).toBe(range);
  });

  it('is null without a date', () => {
    expect(reviewRangeOf('', today)).toBeNull();
  });
});
