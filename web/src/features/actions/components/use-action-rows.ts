import { useEntityListGridRows } from '@/lib/entity-kit/entity-grid-list-rows';
import { actionCalls } from '../api/action-calls';
import type { ProjectRef } from '../api/keys';

/**
 * Every active action of a project for the grid, sorted and filtered by the server: the kit's paged
 * list rows (actions have no `grid-data`), under the `actions/list/{grid: true, …}` key the rest of
 * the app reloads.
 */
export const useActionRows = (
  project: ProjectRef,
  query: { sorts?: string; filters: string },
  enabled: boolean,
) => useEntityListGridRows(actionCalls, project, query, enabled);
