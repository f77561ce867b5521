import type { Paged } from '@tandem/shared/lists/paged';

/**
 * One page of rows the dashboards gathered in memory (page 1 by default); a page past the end is empty
 * and an empty list has no pages (0), as the dashboard lists have always answered.
 */
export function pageOf<T>(
  rows: T[],
  query: { page?: number; pageSize?: number },
  defaultPageSize: number,
): Paged<T> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    totalItems: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
  };
}
