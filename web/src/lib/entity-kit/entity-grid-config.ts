import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { GridEditCheck } from './entity-grid-write';

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

/** What a grid's own parts are given of its state. */
export type GridWriteState<Item> = { run: GridRun<Item>; busy: boolean; close: () => void };

/**
 * What a view's grid draws its own way instead of the kit's defaults (all off unless given): an
 * entity whose grid predates the kit (actions) keeps its columns, filter bar, editors, selection bar,
 * words and test ids, while the rows, sorting, selection, cell gestures and writes are the kit's.
 */
export type EntityGridConfig<Item> = {
  /**
   * The grid's own columns (per-view cell renderers, cells drawn from several keys), known by `colId`;
   * default: the declared fields (`entityGridColumns`), tags and custom fields, known by `field`.
   */
  columns?: (t: TFunction) => ColDef<Item>[];
  /** With `columns`: the column keys a user with the edit right edits (double-click, Delete clears). */
  editableKeys?: readonly string[];
  /** With `columns`: the server's sort key of a column (none: not sent). */
  sortKeyOf?: (colId: string) => string | undefined;
  rowHeight?: number;
  reservedHeight?: number;
  /** Enter opens a cell's editor as double-click does (default: yes). */
  enterOpens?: boolean;
  /** The grid's `filters` parameter from its own filter bar (drawn by `toolbar`); default: the kit's drawer. */
  filters?: string;
  /** The title's header actions (New, Import, Export); default: the kit's import and back link. */
  headerActions?: (state: { reloadAll: () => Promise<unknown>; sorts?: string }) => ReactNode;
  /** The toolbar (filters, hint, count); default: the kit's filters button, hint and `grid-count`. */
  toolbar?: (state: { mayEdit: boolean; loaded: number; total: number; isSuccess: boolean }) => ReactNode;
  /** The selection's bar (always given the selection, even empty); default: `EntitySelectionBar`. */
  selectionBar?: (selection: { selected: Item[]; mayEdit: boolean; onDone: () => void }) => ReactNode;
  /** The editor of a cell (with `columns`); default: the kit's dialog for the field's kind. */
  editor?: (editing: { item: Item; key: string }, write: GridWriteState<Item>) => ReactNode;
  /** Delete/Backspace on a cell (with `columns`); default: the kit's clear of a clearable field. */
  clear?: (item: Item, key: string, run: GridRun<Item>) => void;
  /** How a refused write is told; default: the shared save failure with the entity's conflict phrase. */
  onRefused?: (error: unknown) => void;
  /** What shows when no row came; default: the grid's own overlay. */
  empty?: ReactNode;
  /** The grid box's attributes (default: test id `entity-grid`, a region named by `gridLabel`). */
  boxProps?: Record<string, string>;
  /** Every row selectable, the edit right or not (the selection bar has something for viewers). */
  selectableByViewers?: boolean;
};
