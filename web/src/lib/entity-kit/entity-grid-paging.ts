import { MAX_PAGE_SIZE } from '@tandem/shared/core/limits';

/** What the grid asks the list endpoint for, page by page. */
export type GridPage = { page: number; pageSize: number };
type Answered = GridPage & { totalPages: number; totalItems: number };

/** A small first page: the first rows paint after a quick request, whatever the project's size. */
export const firstGridPage: GridPage = { page: 1, pageSize: 100 };

/**
 * After the small first page, pages of the largest size, starting again at page 1 (its first rows
 * repeat the small page's; `rowsOfPages` keeps one of each), so page numbers stay simple.
 */
export function nextGridPage(last: Answered): GridPage | undefined {
  if (last.pageSize < MAX_PAGE_SIZE)
    return last.totalItems > last.pageSize ? { page: 1, pageSize: MAX_PAGE_SIZE } : undefined;
  return last.page < last.totalPages ? { page: last.page + 1, pageSize: MAX_PAGE_SIZE } : undefined;
}

/** Every row once, in the server's order. */
export function rowsOfPages<Row extends { id: string }>(pages: readonly { items: readonly Row[] }[]): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const page of pages)
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  return rows;
}
