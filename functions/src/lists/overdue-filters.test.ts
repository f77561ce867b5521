import { describe, expect, it } from 'vitest';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { isOverdue, overdueFilters } from '@tandem/shared/projects/overdue';
import { applyListQuery } from './apply-list-query';

type Row = { id: string; endDate?: string; progressStatus: number };
const accessors = {
  endDate: (row: Row) => row.endDate ?? '',
  progressStatus: (row: Row) => row.progressStatus,
};
const today = '2026-06-10';
const rows: Row[] = [
  { id: 'yesterday', endDate: '2026-06-09', progressStatus: ProgressStatus.IN_PROGRESS },
  { id: 'yesterday-with-time', endDate: '2026-06-09T17:00:00', progressStatus: ProgressStatus.NOT_STARTED },
  { id: 'long-ago', endDate: '2020-01-01T00:00:00', progressStatus: ProgressStatus.NOT_STARTED },
  { id: 'today', endDate: '2026-06-10', progressStatus: ProgressStatus.IN_PROGRESS },
  { id: 'today-with-time', endDate: '2026-06-10T00:00:00', progressStatus: ProgressStatus.IN_PROGRESS },
  { id: 'tomorrow', endDate: '2026-06-11', progressStatus: ProgressStatus.IN_PROGRESS },
  { id: 'completed', endDate: '2026-06-01', progressStatus: ProgressStatus.COMPLETED },
  { id: 'no-end', progressStatus: ProgressStatus.IN_PROGRESS },
  { id: 'empty-sentinel', endDate: EMPTY_DATE, progressStatus: ProgressStatus.IN_PROGRESS },
];

describe('overdueFilters (issue 28 item 7: an overdue tile opens exactly what it counts)', () => {
  it('select through the list query exactly the items isOverdue counts', () => {
    const listed = applyListQuery(
      rows,
      { page: 1, pageSize: 100, sorts: [], filters: overdueFilters(today) },
      accessors,
    ).items.map((row) => row.id);
    expect(listed).toEqual(rows.filter((row) => isOverdue(row, today)).map((row) => row.id));
    expect(listed).toEqual(['yesterday', 'yesterday-with-time', 'long-ago']);
  });

  it('counts across a month end', () => {
    const [endDate] = overdueFilters('2026-03-01');
    expect(endDate!.values[1]).toBe('2026-02-28T23:59:59.999Z');
  });
});
