import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { useCallback, useMemo } from 'react';
import { entityKeys, getEntity } from './entity-api';
import { callEntityEndpoint } from './entity-call';
import { usePagedGridRows, type GridRowsPage } from './entity-grid-paged-rows';
import type { GridPage } from './entity-grid-paging';
import { entityEndpointIds, type EntityCalls, type ProjectRef } from './entity-view';

/**
 * The grid's rows of an entity without `grid-data` (actions' `useEntityGridState` source): its list endpoint
 * paged by `usePagedGridRows`, sorted and filtered by the server, under `…/list/{grid: true, sorts,
 * filters}` (the key the actions grid always used, so what reloads the entity's lists reaches it);
 * a row reloads through the entity's get.
 */
export function useEntityListGridRows<Item extends EntityItemBase>(
  calls: EntityCalls<Item>,
  project: ProjectRef,
  sorts: string | undefined,
  enabled: boolean,
  filters: string,
) {
  const generic = calls as EntityCalls;
  // The project is the grid's own (memoised): the keys and calls follow it.
  const queryKey = useMemo(
    () => entityKeys.list(generic, project, { grid: true, sorts, filters }),
    [generic, project, sorts, filters],
  );
  const reloadKey = useMemo(() => entityKeys.all(generic, project), [generic, project]);
  const fetchPage = useCallback(
    (page: GridPage, signal: AbortSignal) =>
      callEntityEndpoint(entityEndpointIds(generic).list, {
        params: { ...project },
        query: { ...page, sorts, filters },
        signal,
      }) as Promise<GridRowsPage<Item>>,
    [generic, project, sorts, filters],
  );
  const fetchRow = useCallback((id: string) => getEntity(calls, { ...project, id }), [calls, project]);
  return usePagedGridRows<Item>({ queryKey, reloadKey, fetchPage, fetchRow, enabled });
}
