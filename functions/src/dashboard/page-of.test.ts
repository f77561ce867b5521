import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of';

describe('a dashboard page of rows gathered in memory', () => {
  const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('answers the asked page, at the default size when none is asked', () => {
    expect(pageOf(rows, { page: 2 }, 5)).toEqual({
      items: ['f', 'g'],
      page: 2,
      pageSize: 5,
      totalItems: 7,
      totalPages: 2,
    });
    expect(pageOf(rows, { pageSize: 3 }, 5).items).toEqual(['a', 'b', 'c']);
  });

  it('answers an empty page past the end, and no pages for no rows', () => {
    expect(pageOf(rows, { page: 9 }, 5).items).toEqual([]);
    expect(pageOf([], {}, 10)).toMatchObject({ totalItems: 0, totalPages: 0 });
  });
});
