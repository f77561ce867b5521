import { addCalendarDays, calendarDaysBetween, type DateInput } from './calendar-date';
import { ProgressStatus } from './progress-status';

/** An item is due for review 42 days (6 weeks) after its last review (spec §4, §9). */
export const REVIEW_PERIOD_DAYS = 42;
/** With this many days or fewer left before review, the review colour turns amber. */
export const REVIEW_AMBER_DAYS_LEFT = 14;
/** A nextReviewDue overdue by more than this many days turns amber (spec §4, §9). */
export const REVIEW_OVERDUE_GRACE_DAYS = 7;

export const ReviewColour = {
  RED: 'red',
  AMBER: 'amber',
  GREEN: 'green',
  BLACK: 'black',
} as const;
export type ReviewColour = (typeof ReviewColour)[keyof typeof ReviewColour];

/** The next review date (yyyy-mm-dd): the review date plus 6 weeks; null when there is no date. */
export function nextReviewDate(reviewedOn: DateInput | null | undefined): string | null {
  return addCalendarDays(reviewedOn, REVIEW_PERIOD_DAYS);
}

/** Days from today until the review falls due (negative once it is past); null without a date. */
export function daysUntilReviewDue(
  reviewedOn: DateInput | null | undefined,
  today: DateInput = new Date(),
): number | null {
  return calendarDaysBetween(today, nextReviewDate(reviewedOn));
}

/**
 * Colour of an action's review date (spec §4): red once the 42 days have passed, amber with 14 or
 * fewer days left, green on the day of the review itself (exactly 42 left), black otherwise.
 * "Past" means strictly past, so the due day itself (0 days left) is still amber.
 */
export function actionReviewColour(
  reviewedOn: DateInput | null | undefined,
  today: DateInput = new Date(),
): ReviewColour | null {
  const daysLeft = daysUntilReviewDue(reviewedOn, today);
  if (daysLeft === null) return null;
  if (daysLeft < 0) return ReviewColour.RED;
  if (daysLeft <= REVIEW_AMBER_DAYS_LEFT) return ReviewColour.AMBER;
  if (daysLeft === REVIEW_PERIOD_DAYS) return ReviewColour.GREEN;
  return ReviewColour.BLACK;
}

/**
 * Colour of a nextReviewDue date (spec §4, §9). The spec says both "red when past and not Completed"
 * and "amber when more than 7 days past (when not Completed)". Read literally and together, the more
 * specific rule wins: overdue by 1-7 days is red, by more than 7 days amber. Not yet past, or
 * Completed, shows no colour (null).
 */
export function nextReviewDueColour(
  nextReviewDue: DateInput | null | undefined,
  progressStatus: number | null | undefined,
  today: DateInput = new Date(),
): typeof ReviewColour.RED | typeof ReviewColour.AMBER | null {
  if (progressStatus === ProgressStatus.COMPLETED) return null;
  const daysOverdue = calendarDaysBetween(nextReviewDue, today);
  if (daysOverdue === null || daysOverdue <= 0) return null;
  return daysOverdue > REVIEW_OVERDUE_GRACE_DAYS ? ReviewColour.AMBER : ReviewColour.RED;
}

/** Review ranges of spec §3, by time left until the review falls due. */
export const ReviewRange = {
  FOUR_TO_SIX_WEEKS: 'fourToSixWeeks',
  TWO_TO_FOUR_WEEKS: 'twoToFourWeeks',
  WITHIN_TWO_WEEKS: 'withinTwoWeeks',
  OVERDUE: 'overdue',
} as const;
export type ReviewRange = (typeof ReviewRange)[keyof typeof ReviewRange];

export const reviewRangeLabel: Record<ReviewRange, string> = {
  [ReviewRange.FOUR_TO_SIX_WEEKS]: '4-6 weeks',
  [ReviewRange.TWO_TO_FOUR_WEEKS]: '2-4 weeks',
  [ReviewRange.WITHIN_TWO_WEEKS]: 'Within 2 weeks',
  [ReviewRange.OVERDUE]: 'Overdue',
};

/**
 * Which range a review falls in. The spec gives only the names; the boundaries follow the colour
 * rule: 0-14 days left is "within 2 weeks" (the amber band), 15-28 "2-4 weeks", more "4-6 weeks".
 */
export function reviewRangeOf(
  reviewedOn: DateInput | null | undefined,
  today: DateInput = new Date(),
): ReviewRange | null {
  const daysLeft = daysUntilReviewDue(reviewedOn, today);
  if (daysLeft === null) return null;
  if (daysLeft < 0) return ReviewRange.OVERDUE;
  if (daysLeft <= REVIEW_AMBER_DAYS_LEFT) return ReviewRange.WITHIN_TWO_WEEKS;
  if (daysLeft <= 2 * REVIEW_AMBER_DAYS_LEFT) return ReviewRange.TWO_TO_FOUR_WEEKS;
  return ReviewRange.FOUR_TO_SIX_WEEKS;
}
