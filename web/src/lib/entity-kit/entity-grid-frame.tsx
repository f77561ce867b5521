import { Group, Stack, Text, Title } from '@mantine/core';
import type { AgGridReact } from 'ag-grid-react';
import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerSortedGrid } from '@/ui/entity-grid/server-sorted-grid';

type GridProps<Row extends { id: string }> = Omit<
  ComponentProps<typeof ServerSortedGrid<Row>>,
  'gridRef' | 'onSelected'
>;

/** What the frame draws of the grid's state (`useEntityGridState`): rows, selection, gestures, sort. */
type GridFrameState<Row extends { id: string }> = {
  items: { rows: Row[]; isError: boolean };
  selection: Pick<ReturnType<typeof useGridSelection<Row>>, 'gridRef' | 'setSelected'>;
  cellEvents: Pick<GridProps<Row>, 'onCellDoubleClicked' | 'onCellKeyDown'>;
  onSortModel: GridProps<Row>['onSortModel'];
};

/**
 * The selection of a grid: the rows ticked, and `done` to clear it and reload every row after a bulk
 * operation (the grid's ticks go too, not only the bar's count).
 */
export function useGridSelection<Row>(reloadAll: () => Promise<unknown>) {
  const gridRef = useRef<AgGridReact<Row>>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const done = useCallback(() => {
    gridRef.current?.api.deselectAll();
    setSelected([]);
    void reloadAll();
  }, [reloadAll]);
  return { gridRef, selected, setSelected, done };
}

/**
 * The page of a project grid, the kit's and the actions grid alike: the title with the grid's own
 * header actions (New, Import, Export, back to the list), its toolbar (filters, hint, count), the
 * selection's bar, a load error, what shows when no row came (`empty`), the server-sorted grid, and
 * the dialogs the grid opens (`children`: the cell editor, the filters drawer).
 */
export function EntityGridFrame<Row extends { id: string }>({
  title,
  headerActions,
  toolbar,
  selectionBar,
  state,
  empty,
  grid,
  children,
}: {
  title: string;
  headerActions: ReactNode;
  toolbar: ReactNode;
  selectionBar: ReactNode;
  state: GridFrameState<Row>;
  empty?: ReactNode;
  grid: Omit<GridProps<Row>, 'rows' | keyof GridFrameState<Row>['cellEvents'] | 'onSortModel'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="sm">{headerActions}</Group>
      </Group>
      {toolbar}
      {selectionBar}
      {state.items.isError && (
        <Text c="red.8" role="alert">
          {t('errors.loadData')}
        </Text>
      )}
      {empty}
      <ServerSortedGrid<Row>
        {...grid}
        {...state.cellEvents}
        rows={state.items.rows}
        onSortModel={state.onSortModel}
        gridRef={state.selection.gridRef}
        onSelected={state.selection.setSelected}
      />
      {children}
    </Stack>
  );
}
