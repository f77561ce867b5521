import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { openShellRequests } from '@/lib/shell-requests-gate';
import { entityKeys, entityQueryOptions } from './entity-api';
import { callEntityEndpoint } from './entity-call';
import { entityEndpointIds, type EntityView, type ProjectRef } from './entity-view';

const call = callEntityEndpoint;
/** Rows the grid paints before the whole grid-data arrives (a screen and some). */
const FIRST_ROWS = 100;

/**
 * Every active item of the project for the grid (`grid-data`: one call, sorted and filtered by the
 * server), with the row-level cache writes the grid needs: a saved row is put in place from the
 * write's answer, a refused one is reloaded alone.
 */
export function useEntityGridRows<Item extends EntityItemBase>(
  view: EntityView<Item>,
  project: ProjectRef,
  sorts: string | undefined,
  enabled: boolean,
  /** The grid's filters, as the `filters` query parameter (`tags-ct-a|b`, `value-gt-5`). */
  filters = '',
) {
  const queryClient = useQueryClient();
  const generic = view as EntityView;
  const queryKey = useMemo(
    () => [...entityKeys.all(generic, project), 'grid', sorts ?? '', filters] as const,
    [generic, project, sorts, filters],
  );
  // In ref order, an entity with a ref index paints its first rows from one short call (5,000 impacts
  // take seconds to load whole). The whole grid-data is asked for only once those rows are in: sent
  // together, the long read competed with the short one for the server and the page, and the first
  // rows took about a second instead of a few hundred ms (bench, --parts=impacts). Filtered rows come
  // whole: the short call reads the index unfiltered.
  const firstFirst =
    generic.refIndex === true && (sorts === 'refNumber' || sorts === '-refNumber') && !filters;
  // Asked for once those rows are painted, not merely in: the long read (the server's seconds of
  // work, then 5,000 rows to parse) otherwise shares the machine with the first rows' paint. The
  // grid says when it painted rows (`firstRowsPainted`); without rows there is nothing to wait for,
  // and a grid that has not said so half a second after the rows came gets the rest anyway.
  const [painted, setPainted] = useState(false);
  const firstRowsPainted = useCallback(() => setPainted(true), []);
  const first = useQuery({
    queryKey: [...queryKey, 'first', FIRST_ROWS] as const,
    queryFn: ({ signal }) =>
      call(entityEndpointIds(generic).gridData, {
        params: { ...project },
        query: { sorts: sorts!, first: String(FIRST_ROWS) },
        signal,
      }) as Promise<Item[]>,
    enabled: enabled && firstFirst,
  });
  const wholeAsked = enabled && (!firstFirst || (first.isFetched && (painted || !first.data?.length)));
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      call(entityEndpointIds(generic).gridData, {
        params: { ...project },
        query: { ...(sorts ? { sorts } : {}), ...(filters ? { filters } : {}) },
        signal,
      }) as Promise<Item[]>,
    enabled: wholeAsked,
  });
  const waiting = enabled && firstFirst && first.isFetched && !painted;
  // The first rows are painted (or there are none to wait for): the shell's look-ups may go.
  useEffect(() => {
    if (wholeAsked) openShellRequests();
  }, [wholeAsked]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPainted(true), 500);
    return () => clearTimeout(timer);
  }, [waiting]);

  /** Puts a fresh copy of one item in place (or drops it when it is gone or no longer active). */
  const replaceRow = useCallback(
    (id: string, fresh: Item | null) =>
      queryClient.setQueryData<Item[]>(queryKey, (rows) =>
        rows?.flatMap((row) =>
          row.id !== id ? [row] : fresh && fresh.lifecycleStatus === 'active' ? [fresh] : [],
        ),
      ),
    [queryClient, queryKey],
  );

  /** Reloads one row from the server (after a refused write). */
  const reloadRow = useCallback(
    async (id: string) => {
      try {
        replaceRow(
          id,
          await queryClient.fetchQuery({ ...entityQueryOptions(view, { ...project, id }), staleTime: 0 }),
        );
      } catch {
        replaceRow(id, null);
      }
    },
    [queryClient, view, project, replaceRow],
  );

  /** Reloads everything of the entity (after a bulk operation). */
  const reloadAll = useCallback(
    () => queryClient.invalidateQueries({ queryKey: entityKeys.all(generic, project) }),
    [queryClient, generic, project],
  );

  return {
    ...result,
    rows: result.data ?? (firstFirst ? first.data : undefined) ?? [],
    firstRowsPainted,
    /** Whether the whole grid-data is asked for yet: other look-ups can wait for it too. */
    wholeAsked,
    replaceRow,
    reloadRow,
    reloadAll,
  };
}
