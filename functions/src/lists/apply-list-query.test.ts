import { describe, expect, it } from 'vitest';
import { parseFilters, parseSorts } from '@tandem/shared/core/list-query';
import { applyListQuery } from './apply-list-query';

const rows = [
  { name: 'Leeds', city: 'Leeds', count: 12, opened: '2024-03-01' },
  { name: 'london bridge', city: 'London', count: 3, opened: '2021-01-15' },
  { name: 'London Wall', city: 'London', count: 40, opened: '2025-11-30' },
  { name: 'Manchester', city: 'Manchester', count: 7, opened: '2023-06-09' },
];
const accessors = {
  name: (row: (typeof rows)[number]) => row.name,
  city: (row: (typeof rows)[number]) => row.city,
  count: (row: (typeof rows)[number]) => row.count,
  opened: (row: (typeof rows)[number]) => row.opened,
};
const run = (filters: string, sorts = '', page = 1, pageSize = 10) =>
  applyListQuery(
    rows,
    { page, pageSize, filters: parseFilters(filters), sorts: parseSorts(sorts) },
    accessors,
  );

describe('applyListQuery', () => {
  it('filters case-insensitively by default and case-sensitively with a cs operator', () => {
    expect(run('name-sw-london').items.map((row) => row.name)).toEqual(['london bridge', 'London Wall']);
    expect(run('name-swcs-London').items.map((row) => row.name)).toEqual(['London Wall']);
  });

  it('joins values with | as or, + as and, _ as between', () => {
    expect(run('city-eq-Leeds|Manchester').totalItems).toBe(2);
    expect(run('name-ct-lon+wall').items.map((row) => row.name)).toEqual(['London Wall']);
    expect(
      run('count-eq-5_15')
        .items.map((row) => row.name)
        .sort(),
    ).toEqual(['Leeds', 'Manchester']);
  });

  it('compares numbers as numbers and dates as text', () => {
    expect(run('count-gt-10').items.map((row) => row.count)).toEqual([12, 40]);
    expect(
      run('opened-lt-2023-12-31')
        .items.map((row) => row.name)
        .sort(),
    ).toEqual(['Manchester', 'london bridge']);
  });

  it('sorts by several keys, - meaning descending', () => {
    expect(run('', 'city,-count').items.map((row) => row.count)).toEqual([12, 40, 3, 7]);
  });

  it('pages with totals, an empty last page still reporting the totals', () => {
    expect(run('', 'count', 2, 3)).toMatchObject({
      items: [{ count: 40 }],
      page: 2,
      pageSize: 3,
      totalItems: 4,
      totalPages: 2,
    });
    expect(run('city-eq-Paris')).toMatchObject({ items: [], totalItems: 0, totalPages: 1 });
  });
});
