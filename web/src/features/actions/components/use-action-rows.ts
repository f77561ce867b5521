import { useCallback, useMemo } from 'react';
import { getEntity } from '@/lib/entity-kit/entity-api';
import type { GridPage } from '@/lib/entity-kit/entity-grid-paging';
import { usePagedGridRows } from '@/lib/entity-kit/entity-grid-paged-rows';
import { actionCalls } from '../api/action-calls';
import { actionKeys, type ProjectRef } from '../api/keys';
import { listActions } from '../api/list-actions';

/**
 * Every active action of a project for the grid, sorted and filtered by the server: the kit's paged
 * rows over `listActions` (actions have no `grid-data`), under the `actions/list/{grid: true, …}` key
 * the rest of the app reloads.
 */
export function useActionRows(
  project: ProjectRef,
  query: { sorts?: string; filters: string },
  enabled: boolean,
) {
  const { organisationId, projectId } = project;
  const { sorts, filters } = query;
  const queryKey = useMemo(
    () => actionKeys.list(organisationId, projectId, { grid: true, sorts, filters }),
    [organisationId, projectId, sorts, filters],
  );
  const reloadKey = useMemo(() => actionKeys.all(organisationId, projectId), [organisationId, projectId]);
  const fetchPage = useCallback(
    (page: GridPage, signal: AbortSignal) =>
      listActions({ organisationId, projectId, query: { ...page, sorts, filters }, signal }),
    [organisationId, projectId, sorts, filters],
  );
  const fetchRow = useCallback(
    (id: string) => getEntity(actionCalls, { organisationId, projectId, id }),
    [organisationId, projectId],
  );
  return usePagedGridRows({ queryKey, reloadKey, fetchPage, fetchRow, enabled });
}
