import { describe, expect, it } from 'vitest';
import { drillDownGridHref, drillDownOf, dueNextOf, progressSlices, ragSlices } from './my-actions-model';

const figures = {
  rag: { red: 3, amber: 1, green: 2, unknown: 4, completed: 5 },
  progress: { notStarted: 6, inProgress: 7, completed: 5, other: 1 },
};
const translate = (key: string) => key.split('.').at(-1)!;

describe('my actions model', () => {
  it('RAG slices carry the drill-down RAG values: red 1, amber 2, green 3, completed 4, unknown -1', () => {
    expect(ragSlices(figures, translate).map(({ id, value }) => [id, value])).toEqual([
      ['1', 3],
      ['2', 1],
      ['3', 2],
      ['4', 5],
      ['-1', 4],
    ]);
  });

  it('progress slices are the dashboards’ three statuses and one for the rest, which cannot drill down', () => {
    const slices = progressSlices(figures, translate, 'Other');
    expect(slices.map(({ id, value }) => [id, value])).toEqual([
      ['1', 6],
      ['2', 7],
      ['3', 5],
      ['other', 1],
    ]);
    expect(drillDownOf('progress', 'other')).toBeNull();
    expect(drillDownOf('rag', '4')).toEqual({ by: 'rag', status: '4' });
  });

  it('the grid link filters by the status and the user as owner or assignee (spec §2)', () => {
    expect(drillDownGridHref('/grid', { by: 'progress', status: '2' }, 'Cara Contributor')).toBe(
      '/grid?progressStatus=2&ownerOrAssignedTo=Cara+Contributor',
    );
  });
});

describe('dueNextOf (issue 28 item 16)', () => {
  it('lists the soonest of the upcoming actions, at most five', () => {
    const row = (refNumber: number, actualEndDate: string) => ({ refNumber, actualEndDate });
    const upcoming = [
      row(1, '2026-06-16'),
      row(2, '2026-06-15'),
      row(3, '2026-06-11'),
      row(4, '2026-06-12'),
      row(5, '2026-06-11'),
      row(6, '2026-06-14'),
    ];
    expect(dueNextOf(upcoming).map((one) => one.refNumber)).toEqual([3, 5, 4, 6, 2]);
    expect(dueNextOf([])).toEqual([]);
  });
});
