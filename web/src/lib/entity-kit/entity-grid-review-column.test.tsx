import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { screen } from '@testing-library/react';
import type { ICellRendererParams, ValueGetterParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { reviewGridColumn, type ReviewedRow } from './entity-grid-review-column';
import '@/lib/i18n/en-gb-entity-kit';

// The kit's own review phrases ('Last reviewed {{date}}', 'Next review due {{date}}').
const phrases = {
  header: 'entityKit.review.button',
  none: 'entityKit.notSet',
  reviewedOn: 'entityKit.review.lastReviewed',
  nextReviewDue: 'entityKit.review.nextDue',
};
const column = reviewGridColumn<ReviewedRow>((key) => `t:${key}`, phrases);

const daysFromToday = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

function renderCell(data: ReviewedRow) {
  const Cell = column.cellRenderer as ComponentType<ICellRendererParams<ReviewedRow>>;
  const params = { data, ...column.cellRendererParams } as ICellRendererParams<ReviewedRow>;
  return renderWithProviders(<Cell {...params} />);
}

describe('the grid’s review column', () => {
  it('is the review column, headed by its phrase', () => {
    expect(column.colId).toBe('review');
    expect(column.headerName).toBe('t:entityKit.review.button');
  });

  it('says an item was never reviewed', () => {
    renderCell({ reviewedOn: null, nextReviewDue: null });
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });

  it('shows the last review and an overdue next review in red, with both days in words', () => {
    renderCell({
      reviewedOn: `${daysFromToday(-50)}T10:00:00.000Z`,
      nextReviewDue: `${daysFromToday(-2)}T00:00:00`,
      progressStatus: ProgressStatus.IN_PROGRESS,
    });
    expect(screen.getByText(/^Last reviewed /)).toBeInTheDocument();
    const next = screen.getByText(/^Next review due /);
    expect(next).toHaveAttribute('data-review-colour', 'red');
  });

  it('leaves a completed item’s overdue review uncoloured', () => {
    renderCell({
      reviewedOn: `${daysFromToday(-50)}T10:00:00.000Z`,
      nextReviewDue: `${daysFromToday(-2)}T00:00:00`,
      progressStatus: ProgressStatus.COMPLETED,
    });
    expect(screen.getByText(/^Next review due /)).toHaveAttribute('data-review-colour', '');
  });

  it('has a value that changes with any of its three fields, so the cell repaints', () => {
    const valueOf = (data: ReviewedRow) =>
      (column.valueGetter as (params: Partial<ValueGetterParams<ReviewedRow>>) => string)({ data });
    const row = { reviewedOn: '2026-01-01', nextReviewDue: '2026-02-12', progressStatus: 1 };
    expect(
      new Set([row, { ...row, progressStatus: 3 }, { ...row, nextReviewDue: null }].map(valueOf)).size,
    ).toBe(3);
  });
});
