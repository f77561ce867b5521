import {
  decodeListQuery,
  encodeFilters,
  encodeSorts,
  ListQueryError,
  SortDirection,
  type ListFilter,
  type ListQuery,
  type ListSort,
} from '@tandem/shared/core/list-query';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tandem/shared/core/limits';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSavedFilters, saveFilters } from './saved-filters';

/** What a list endpoint takes (`listQueryShape`): numbers for paging, strings for sorts and filters. */
export type ListApiQuery = { page: number; pageSize: number; sorts?: string; filters?: string };

export type UseListQueryOptions = {
  /** With `name`, the local key the filters are saved under (spec §9), e.g. the organisation id. */
  identifier: string;
  name: string;
  defaultSorts?: ListSort[];
  defaultPageSize?: number;
};

const positive = (value: number, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;

/** Reads a query from URL parameters; anything unreadable falls back to the defaults. */
export function readListQuery(
  search: URLSearchParams,
  { identifier, name, defaultSorts = [], defaultPageSize = DEFAULT_PAGE_SIZE }: UseListQueryOptions,
): ListQuery {
  const safely = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof ListQueryError) return fallback;
      throw error;
    }
  };
  const decoded = safely(
    () =>
      decodeListQuery({
        page: search.get('page') ?? undefined,
        pageSize: search.get('pageSize') ?? undefined,
        sorts: search.get('sorts') ?? undefined,
      }),
    decodeListQuery({}),
  );
  // Filters in the URL win; without any, the ones saved locally apply (an empty `filters=` means none).
  const filters = search.has('filters')
    ? safely(() => decodeListQuery({ filters: search.get('filters') ?? '' }).filters, [])
    : readSavedFilters(identifier, name);
  return {
    page: positive(decoded.page, DEFAULT_PAGE),
    pageSize: positive(
      search.has('pageSize') ? decoded.pageSize : defaultPageSize,
      defaultPageSize,
      MAX_PAGE_SIZE,
    ),
    sorts: search.has('sorts') ? decoded.sorts : defaultSorts,
    filters,
  };
}

/** The query as a list endpoint takes it; empty sorts and filters are left out. */
export function toApiQuery(query: ListQuery): ListApiQuery {
  const sorts = encodeSorts(query.sorts);
  const filters = encodeFilters(query.filters);
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(sorts && { sorts }),
    ...(filters && { filters }),
  };
}

/** One click on a column header: ascending, then descending, then no sort. */
export function nextSorts(sorts: readonly ListSort[], key: string): ListSort[] {
  const current = sorts.find((sort) => sort.key === key);
  if (!current) return [{ key, direction: SortDirection.ASCENDING }];
  if (current.direction === SortDirection.ASCENDING) return [{ key, direction: SortDirection.DESCENDING }];
  return [];
}

/**
 * A paged list's page, page size, sorts and filters, held in the URL's search parameters (so a
 * link or a reload shows the same page) with the filters also saved locally. Changing the filters
 * or the page size goes back to page 1.
 */
export function useListQuery(options: UseListQueryOptions) {
  const [search, setSearch] = useSearchParams();
  const { identifier, name, defaultSorts, defaultPageSize } = options;
  // defaultSorts is usually a fresh array each render: compare it by content.
  const defaultSortsText = defaultSorts ? encodeSorts(defaultSorts) : '';
  const query = useMemo(
    () =>
      readListQuery(search, {
        identifier,
        name,
        defaultSorts: decodeListQuery({ sorts: defaultSortsText }).sorts,
        defaultPageSize,
      }),
    [search, identifier, name, defaultSortsText, defaultPageSize],
  );
  const apiQuery = useMemo(() => toApiQuery(query), [query]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const setPage = useCallback((page: number) => update((next) => next.set('page', String(page))), [update]);
  const setPageSize = useCallback(
    (pageSize: number) =>
      update((next) => {
        next.set('pageSize', String(pageSize));
        next.set('page', String(DEFAULT_PAGE));
      }),
    [update],
  );
  const setSorts = useCallback(
    (sorts: ListSort[]) => update((next) => next.set('sorts', encodeSorts(sorts))),
    [update],
  );
  const toggleSort = useCallback(
    (key: string) => setSorts(nextSorts(query.sorts, key)),
    [setSorts, query.sorts],
  );
  const setFilters = useCallback(
    (filters: ListFilter[]) => {
      saveFilters(identifier, name, filters);
      update((next) => {
        next.set('filters', encodeFilters(filters));
        next.set('page', String(DEFAULT_PAGE));
      });
    },
    [identifier, name, update],
  );
  /** Replaces (or with `undefined` removes) the filter on one key, keeping the others. */
  const setFilter = useCallback(
    (key: string, filter: ListFilter | undefined) =>
      setFilters([...query.filters.filter((item) => item.key !== key), ...(filter ? [filter] : [])]),
    [query.filters, setFilters],
  );
  const resetFilters = useCallback(() => setFilters([]), [setFilters]);

  return { query, apiQuery, setPage, setPageSize, setSorts, toggleSort, setFilters, setFilter, resetFilters };
}

export type ListQueryState = ReturnType<typeof useListQuery>;
