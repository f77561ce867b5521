import { Box } from '@mantine/core';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ModuleRegistry,
  RowSelectionModule,
  type CellDoubleClickedEvent,
  type CellKeyDownEvent,
  type ColDef,
  type RowSelectionOptions,
  type SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useState, type Ref } from 'react';
import { gridTheme } from './grid-theme';
import { sortModelOf } from './grid-sorts';

// Only the AG Grid modules the project grids use (ARCHITECTURE §11): the full community set is ~326 KB
// gzip. Sorting, keyboard navigation and React cell renderers come with the core; `cellClass` (the
// editable-cell mark) needs CellStyleModule, without which AG Grid logs error #200 on every load. Cells
// edit in the grids' own dialogs: any AG Grid editing module would grow the one AG Grid chunk every
// grid route shares (measured: +27 KB gzip).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  RowSelectionModule,
  ColumnApiModule,
  CellStyleModule,
]);

/**
 * Rows drawn beyond the screen: few until the first rows are painted (each one delays that paint),
 * then AG Grid's default, so scrolling and keyboard moves find the same rows drawn as before.
 */
const firstPaintRowBuffer = 3;
const rowBufferAfterFirstPaint = 10;

/** After the browser has painted the frame being prepared (a frame, then a task). */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));

const multiRow: RowSelectionOptions = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  enableClickSelection: false,
};

/**
 * The AG Grid of a project grid page (actions, every kit entity): rows in the server's order (every
 * row compares equal here; a header click asks the caller to re-sort on the server via the sort
 * model), rows known by `id`, every column rendered (rows stay virtualised) so every cell is
 * reachable, optional checkbox selection, in a box filling the page below `reservedHeight`.
 */
export function ServerSortedGrid<Row extends { id: string }>({
  gridRef,
  rows,
  columns,
  columnDefaults,
  selectable,
  reservedHeight,
  boxProps,
  rowHeight,
  suppressNoRowsOverlay,
  onCellDoubleClicked,
  onCellKeyDown,
  onSortModel,
  onSelected,
  onFirstRowsPainted,
}: {
  gridRef: Ref<AgGridReact<Row>>;
  rows: Row[];
  columns: ColDef<Row>[];
  /** Defaults every column takes besides resizing and the server order (sortable, cell classes). */
  columnDefaults?: ColDef<Row>;
  selectable: boolean;
  /** Height of the page above and below the grid, in px. */
  reservedHeight: number;
  boxProps: Record<string, string>;
  rowHeight?: number;
  suppressNoRowsOverlay?: boolean;
  onCellDoubleClicked: (event: CellDoubleClickedEvent<Row>) => void;
  onCellKeyDown: (event: CellKeyDownEvent<Row>) => void;
  onSortModel: (model: ReturnType<typeof sortModelOf>) => void;
  onSelected: (rows: Row[]) => void;
  /** Once, after the first rows are painted (AG Grid's `firstDataRendered`, then a paint). */
  onFirstRowsPainted?: () => void;
}) {
  const [rowBuffer, setRowBuffer] = useState(firstPaintRowBuffer);
  const onFirstDataRendered = useCallback(
    () =>
      afterNextPaint(() => {
        setRowBuffer(rowBufferAfterFirstPaint);
        onFirstRowsPainted?.();
      }),
    [onFirstRowsPainted],
  );
  const defaultColDef = useMemo<ColDef<Row>>(
    () => ({ resizable: true, comparator: () => 0, ...columnDefaults }),
    [columnDefaults],
  );
  return (
    <Box style={{ height: `max(420px, calc(100vh - ${reservedHeight}px))` }} {...boxProps}>
      <AgGridReact<Row>
        ref={gridRef}
        containerStyle={{ height: '100%', width: '100%' }}
        theme={gridTheme}
        rowData={rows}
        getRowId={({ data }) => data.id}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        rowSelection={selectable ? multiRow : undefined}
        rowHeight={rowHeight}
        rowBuffer={rowBuffer}
        suppressNoRowsOverlay={suppressNoRowsOverlay}
        suppressColumnVirtualisation
        onCellDoubleClicked={onCellDoubleClicked}
        onCellKeyDown={onCellKeyDown}
        onSortChanged={(event: SortChangedEvent<Row>) => onSortModel(sortModelOf(event.api.getColumnState()))}
        onSelectionChanged={(event) => onSelected(event.api.getSelectedRows())}
        onFirstDataRendered={onFirstDataRendered}
      />
    </Box>
  );
}
