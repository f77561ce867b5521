import { encodeSorts, SortDirection } from '@tandem/shared/core/list-query';

/** AG Grid's sort state of one column. */
export type GridSort = { colId: string; sort: 'asc' | 'desc' | null | undefined };

/** The grid's sorted columns in priority order (AG Grid's column state after a sort change). */
export function sortModelOf(
  state: readonly { colId: string; sort?: 'asc' | 'desc' | null; sortIndex?: number | null }[],
): GridSort[] {
  return state
    .filter((column) => column.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((column) => ({ colId: column.colId, sort: column.sort }));
}

/**
 * AG Grid's sort model as a list endpoint's `sorts`, through the grid's column id → sort key map
 * (columns the server does not sort by are left out); undefined when nothing is sorted.
 */
export function sortsOfColumns(model: readonly GridSort[], sortKeyOf: (colId: string) => string | undefined) {
  const sorts = model.flatMap(({ colId, sort }) => {
    const key = sortKeyOf(colId);
    if (!key || !sort) return [];
    return [{ key, direction: sort === 'desc' ? SortDirection.DESCENDING : SortDirection.ASCENDING }];
  });
  return sorts.length ? encodeSorts(sorts) : undefined;
}
