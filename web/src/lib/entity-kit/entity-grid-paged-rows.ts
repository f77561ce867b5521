import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { firstGridPage, nextGridPage, rowsOfPages, type GridPage } from './entity-grid-paging';

/** One answered page of a paged list endpoint (the kit's and the served lists' envelope). */
export type GridRowsPage<Row> = {
  items: Row[];
  page: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
};

/**
 * A grid's rows from a paged list endpoint instead of `grid-data` (an entity whose grid pages its
 * list, actions): every row of the query, sorted and filtered by the server. AG Grid's client-side
 * row model takes them (the server-side one is enterprise): a first page of 100 is painted as soon as
 * it arrives, then pages of 500 stream in behind it one after another. The row-level cache writes are
 * the ones `useEntityGridRows` gives the kit's grid, so either source serves the same grid code.
 */
export function usePagedGridRows<Row extends { id: string; lifecycleStatus?: string }>({
  queryKey,
  reloadKey,
  fetchPage,
  fetchRow,
  enabled,
}: {
  /** This query's rows (sorts and filters in it). */
  queryKey: QueryKey;
  /** What a bulk operation reloads: the entity's whole key prefix, so other pages' copies go too. */
  reloadKey: QueryKey;
  fetchPage: (page: GridPage, signal: AbortSignal) => Promise<GridRowsPage<Row>>;
  /** One row afresh (after an edit): a refusal or a 404 drops the row. */
  fetchRow: (id: string) => Promise<Row>;
  enabled: boolean;
}) {
  const queryClient = useQueryClient();
  const result = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: firstGridPage,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: nextGridPage,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows = useMemo(() => rowsOfPages(result.data?.pages ?? []), [result.data]);
  const total = result.data?.pages[0]?.totalItems ?? 0;

  /** Puts a fresh copy of one row in place (or drops it when it is gone or no longer active). */
  const replaceRow = useCallback(
    (id: string, fresh: Row | null) =>
      queryClient.setQueryData<InfiniteData<GridRowsPage<Row>, GridPage>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.flatMap((item) =>
                  item.id !== id ? [item] : fresh && fresh.lifecycleStatus === 'active' ? [fresh] : [],
                ),
              })),
            }
          : data,
      ),
    [queryClient, queryKey],
  );

  /** Reloads one row from the server (after an edit the server refused). */
  const reloadRow = useCallback(
    async (id: string) => {
      try {
        replaceRow(id, await fetchRow(id));
      } catch {
        replaceRow(id, null);
      }
    },
    [fetchRow, replaceRow],
  );

  /** Reloads every page (after a bulk operation). */
  const reloadAll = useCallback(
    () => queryClient.invalidateQueries({ queryKey: reloadKey }),
    [queryClient, reloadKey],
  );

  return { ...result, rows, total, replaceRow, reloadRow, reloadAll };
}
