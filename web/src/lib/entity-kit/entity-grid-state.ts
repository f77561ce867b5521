import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { can } from '@tandem/shared/permissions/can';
import type { ColDef } from 'ag-grid-community';
import { useCallback, useState } from 'react';
import { usePermissions } from '@/lib/permissions-store';
import { sortsOfColumns, type GridSort } from '@/ui/entity-grid/grid-sorts';
import { useGridCellEvents } from './entity-grid-cell-events';
import { useGridSelection } from './entity-grid-frame';
import { useGridWrite, type GridEditCheck } from './entity-grid-write';
import type { EntityView, ProjectRef } from './entity-view';

/**
 * One cell write through the grid (`useGridWrite`'s `run`): the pre-send check, the write, its toast,
 * the answer into the row, a refusal told and the row reloaded.
 */
export type GridRun<Item> = (
  row: Item,
  write: () => Promise<Item>,
  savedMessage: string,
  check?: GridEditCheck,
) => Promise<void>;

/** What a grid draws or decides its own way; the state below is the same for every grid. */
export type EntityGridParts<Item> = {
  /** The list's `filters` parameter (the grid's filter drawer or bar). */
  filters: string;
  /** The item key a column stands for (the kit's: `field`; columns drawing from several keys: `colId`). */
  keyOf: (column: ColDef<Item>) => string | undefined;
  /** Whether a key's cells edit (the edit right is checked here). */
  editable: (key: string) => boolean;
  /** Delete/Backspace on an editable cell. */
  clear: (item: Item, key: string, run: GridRun<Item>) => void;
  /** Enter opens a cell's editor as double-click does. */
  enterOpens: boolean;
  /** How a refused write is told (its row is reloaded either way). */
  onRefused: (error: unknown) => void;
  /** The server's sort key of a column (none: not sent). */
  sortKeyOf: (colId: string) => string | undefined;
};

/** The rows a grid draws, with the row-level cache writes its one write uses. */
export type GridRowsBase<Item> = {
  rows: Item[];
  isError: boolean;
  replaceRow: (id: string, fresh: Item) => void;
  reloadRow: (id: string) => Promise<void>;
  reloadAll: () => Promise<void>;
};

/**
 * Where a grid's rows come from, given its server sort and filters: the kit's `grid-data` whole
 * (`useEntityGridRows`, `EntityGrid`), or the list endpoint paged (`useEntityListGridRows`, the
 * actions grid). The grid names its own source rather than the state choosing one, so a grid's page
 * loads only its own (the actions grid route would otherwise carry the grid-data reads, and the kit
 * grid's the paging: bytes over the grid route's budget).
 */
export type GridRowsSource<View, Rows> = (
  view: View,
  project: ProjectRef,
  sorts: string | undefined,
  enabled: boolean,
  filters: string,
) => Rows;

/**
 * The state of a project grid, the kit's `EntityGrid` and the actions grid alike: the rights (the
 * view's permissions), the rows from the grid's source (`useRows`, a hook at module level), the
 * server sort from the header, the selection, the cell being edited, the one cell write and the cell
 * gestures. Each grid draws it with its own parts in `EntityGridFrame`; what they draw their own way
 * is `parts` (stable callbacks: the gestures are rebuilt when they change).
 */
export function useEntityGridState<
  Item extends EntityItemBase,
  View extends Pick<EntityView<Item>, 'permissions'>,
  Rows extends GridRowsBase<Item>,
>(view: View, project: ProjectRef, parts: EntityGridParts<Item>, useRows: GridRowsSource<View, Rows>) {
  const permissions = usePermissions();
  const mayView = can(permissions, view.permissions.view, project);
  const mayEdit = can(permissions, view.permissions.edit, project);
  const [sorts, setSorts] = useState<string | undefined>('refNumber');
  const items = useRows(view, project, sorts, mayView, parts.filters);
  const selection = useGridSelection<Item>(items.reloadAll);

  const [editing, setEditing] = useState<{ item: Item; key: string } | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const { editable: editableKey, clear: clearKey, sortKeyOf } = parts;
  // The write takes the rows' own cache writes (`replaceRow`, `reloadRow`) and the grid's refusal.
  const { busy, run } = useGridWrite<Item>({ ...items, onRefused: parts.onRefused, onSettled: closeEditor });

  const editable = useCallback((key: string) => mayEdit && editableKey(key), [mayEdit, editableKey]);
  const open = useCallback((item: Item, key: string) => setEditing({ item, key }), []);
  const clear = useCallback((item: Item, key: string) => clearKey(item, key, run), [clearKey, run]);
  const cellEvents = useGridCellEvents<Item>({ ...parts, editable, busy, open, clear });
  // Read only when the header's sort changes (`ServerSortedGrid`'s `onSortChanged`): no need to be stable.
  const onSortModel = (model: GridSort[]) => setSorts(sortsOfColumns(model, sortKeyOf) ?? 'refNumber');
  return {
    mayView,
    mayEdit,
    sorts,
    items,
    selection,
    editing,
    closeEditor,
    busy,
    run,
    cellEvents,
    onSortModel,
  };
}
