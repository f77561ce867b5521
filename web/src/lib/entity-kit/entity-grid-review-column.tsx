import { Text } from '@mantine/core';
import { actionReviewColour, nextReviewDueColour } from '@tandem/shared/core/review';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { isEmptyDate } from '@tandem/shared/core/dates';
import classes from './entity-grid-cells.module.css';

/** What a reviewed item's grid row carries (spec §4: reviewed on, next review due, the progress that stops it). */
export type ReviewedRow = {
  reviewedOn?: string | null;
  nextReviewDue?: string | null;
  progressStatus?: number;
};

/** The phrase keys of the column: `reviewedOn` and `nextReviewDue` take `{{date}}`. */
export type ReviewColumnPhrases = { header: string; none: string; reviewedOn: string; nextReviewDue: string };

const reviewText: Record<string, string> = {
  red: 'var(--mantine-color-red-9)',
  amber: 'var(--mantine-color-orange-9)',
  green: 'var(--mantine-color-green-9)',
  black: 'var(--mantine-color-dark-9)',
};

const dayOf = (value: string | null | undefined): string | null =>
  !value || isEmptyDate(value) ? null : toIsoDate(value);

function ReviewCell({ data, phrases }: ICellRendererParams<ReviewedRow> & { phrases: ReviewColumnPhrases }) {
  const { t } = useTranslation();
  if (!data?.reviewedOn)
    return (
      <Text size="sm" component="div" className={classes.multiLineCell}>
        {t(phrases.none)}
      </Text>
    );
  const reviewed = dayOf(data.reviewedOn);
  const next = dayOf(data.nextReviewDue);
  const reviewColour = actionReviewColour(data.reviewedOn) ?? 'black';
  const nextColour = nextReviewDueColour(data.nextReviewDue, data.progressStatus);
  return (
    <Text size="xs" component="div" className={classes.multiLineCell}>
      <div style={{ color: reviewText[reviewColour] }}>
        {t(phrases.reviewedOn, { date: formatDay(reviewed) })}
      </div>
      {next && (
        <div
          style={{ color: nextColour ? reviewText[nextColour] : undefined }}
          data-review-colour={nextColour ?? ''}
        >
          {t(phrases.nextReviewDue, { date: formatDay(next) })}
        </div>
      )}
    </Text>
  );
}

/** The cell's value: drawn from three fields, so the grid repaints it when any of them changes. */
const reviewCellValue = ({ data }: { data?: ReviewedRow }) =>
  data ? [data.reviewedOn, data.nextReviewDue, data.progressStatus].join('|') : '';

/**
 * The review column of a grid of reviewed items (an entity with `review`): the last review's day in
 * its colour (how long ago), and the next review due, coloured when close or overdue (never by colour
 * alone: the words say which day). `colId: 'review'`, not sortable by itself unless the grid says so.
 */
export function reviewGridColumn<Row extends ReviewedRow>(
  t: (key: string) => string,
  phrases: ReviewColumnPhrases,
  width = 190,
): ColDef<Row> {
  return {
    colId: 'review',
    headerName: t(phrases.header),
    valueGetter: reviewCellValue,
    cellRenderer: ReviewCell,
    cellRendererParams: { phrases },
    width,
  };
}
