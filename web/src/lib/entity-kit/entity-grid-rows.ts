import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { useEntityGridRows } from './entity-grid-api';
import { useEntityListGridRows } from './entity-grid-list-rows';
import type { EntityView, ProjectRef } from './entity-view';

/** Paged rows are painted as they come: nothing waits for the first ones. */
const nothingWaits = () => {};

/**
 * The rows of an entity's grid from the source its view names: `grid-data` whole (the kit's
 * default, first rows first by the ref index), or the list endpoint paged (`gridRows: 'paged'`, an
 * entity without grid-data: actions). Both hooks are always called (hooks in a fixed order), the
 * unused one disabled, so it sends nothing. Either answers the same row-level cache writes, and
 * `total` is what the server counts (the paged list's `totalItems`, else the rows themselves).
 */
export function useGridRows<Item extends EntityItemBase>(
  view: EntityView<Item>,
  project: ProjectRef,
  query: { sorts?: string; filters: string },
  enabled: boolean,
) {
  const paged = view.gridRows === 'paged';
  const whole = useEntityGridRows(view, project, query.sorts, enabled && !paged, query.filters);
  const list = useEntityListGridRows(view, project, query, enabled && paged);
  // grid-data's answer is typed from the item only where it is read whole (`useEntityGridRows`).
  if (!paged) return { ...whole, rows: whole.rows as Item[], total: whole.rows.length };
  return {
    ...list,
    rows: list.rows as Item[],
    firstRowsPainted: nothingWaits,
    wholeAsked: enabled,
  };
}
