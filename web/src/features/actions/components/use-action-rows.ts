import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { getEntity } from '@/lib/entity-kit/entity-api';
import { actionCalls } from '../api/action-calls';
import { actionKeys, type ProjectRef } from '../api/keys';
import { listActions, type Action, type ActionsPage } from '../api/list-actions';
import { firstGridPage, nextGridPage, rowsOfPages } from './grid-paging';

/**
 * Every active action of a project for the grid, sorted and filtered by the server. The grid uses
 * AG Grid's client-side row model (the server-side row model is enterprise): a first page of 100 is
 * painted as soon as it arrives, then pages of 500 stream in behind it one after another.
 */
export function useActionRows(
  project: ProjectRef,
  query: { sorts?: string; filters: string },
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const { organisationId, projectId } = project;
  const { sorts, filters } = query;
  const queryKey = useMemo(
    () => actionKeys.list(organisationId, projectId, { grid: true, sorts, filters }),
    [organisationId, projectId, sorts, filters],
  );
  const result = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: firstGridPage,
    queryFn: ({ pageParam, signal }) =>
      listActions({ ...project, query: { ...pageParam, ...query }, signal }),
    getNextPageParam: nextGridPage,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows = useMemo(() => rowsOfPages(result.data?.pages ?? []), [result.data]);
  const total = result.data?.pages[0]?.totalItems ?? 0;

  /** Puts a fresh copy of one action in place (or drops it when it is gone or no longer active). */
  const replaceRow = useCallback(
    (actionId: string, fresh: Action | null) =>
      queryClient.setQueryData<InfiniteData<ActionsPage, number>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.flatMap((item) =>
                  item.id !== actionId ? [item] : fresh && fresh.lifecycleStatus === 'active' ? [fresh] : [],
                ),
              })),
            }
          : data,
      ),
    [queryClient, queryKey],
  );

  /** Reloads one row from the server (after every edit, successful or not). */
  const reloadRow = useCallback(
    async (actionId: string) => {
      try {
        replaceRow(actionId, await getEntity(actionCalls, { ...project, id: actionId }));
      } catch {
        replaceRow(actionId, null);
      }
    },
    [project, replaceRow],
  );

  /** Reloads every page (after a bulk operation). */
  const reloadAll = useCallback(
    () =>
      queryClient.invalidateQueries({ queryKey: actionKeys.all(project.organisationId, project.projectId) }),
    [queryClient, project.organisationId, project.projectId],
  );

  return { ...result, rows, total, replaceRow, reloadRow, reloadAll };
}
