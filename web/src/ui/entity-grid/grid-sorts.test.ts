import { describe, expect, it } from 'vitest';
import { sortModelOf, sortsOfColumns } from './grid-sorts';

describe('grid sorts as a list endpoint’s sorts', () => {
  it('keeps the sorted columns in priority order', () => {
    expect(
      sortModelOf([
        { colId: 'a', sort: null },
        { colId: 'b', sort: 'desc', sortIndex: 1 },
        { colId: 'c', sort: 'asc', sortIndex: 0 },
      ]),
    ).toEqual([
      { colId: 'c', sort: 'asc' },
      { colId: 'b', sort: 'desc' },
    ]);
  });

  it('maps columns to sort keys, leaving out those the server does not sort by', () => {
    const keyOf = (colId: string) => ({ review: 'nextReviewDue', name: 'name' })[colId];
    expect(
      sortsOfColumns(
        [
          { colId: 'review', sort: 'desc' },
          { colId: 'notes', sort: 'asc' },
          { colId: 'name', sort: 'asc' },
        ],
        keyOf,
      ),
    ).toBe('-nextReviewDue,name');
    expect(sortsOfColumns([{ colId: 'notes', sort: 'asc' }], keyOf)).toBeUndefined();
  });
});
