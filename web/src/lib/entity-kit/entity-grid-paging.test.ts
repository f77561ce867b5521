import { describe, expect, it } from 'vitest';
import { firstGridPage, nextGridPage, rowsOfPages } from './entity-grid-paging';

describe('grid paging', () => {
  it('starts small, then walks pages of 500 from page 1', () => {
    expect(firstGridPage).toEqual({ page: 1, pageSize: 100 });
    expect(nextGridPage({ page: 1, pageSize: 100, totalPages: 50, totalItems: 5000 })).toEqual({
      page: 1,
      pageSize: 500,
    });
    expect(nextGridPage({ page: 1, pageSize: 500, totalPages: 10, totalItems: 5000 })).toEqual({
      page: 2,
      pageSize: 500,
    });
    expect(nextGridPage({ page: 10, pageSize: 500, totalPages: 10, totalItems: 5000 })).toBeUndefined();
  });

  it('stops after the small page when it held everything', () => {
    expect(nextGridPage({ page: 1, pageSize: 100, totalPages: 1, totalItems: 100 })).toBeUndefined();
    expect(nextGridPage({ page: 1, pageSize: 100, totalPages: 1, totalItems: 12 })).toBeUndefined();
  });

  it('keeps each row once, in order', () => {
    const row = (id: string) => ({ id });
    expect(
      rowsOfPages([{ items: [row('a'), row('b')] }, { items: [row('a'), row('b'), row('c')] }]).map(
        (r) => r.id,
      ),
    ).toEqual(['a', 'b', 'c']);
  });
});
