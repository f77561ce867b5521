import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { resolveChartColour } from './chart-colour';
import { ChartDataTable } from './chart-data-table';
import { pieLayout, pieTraces, PIE_CHART_HEIGHT, type PieSlice } from './chart-model';
import { PlotlyChart } from './plotly-chart';

/** A slice with a Mantine colour name (`'red'`, `'gray.4'`) or any CSS colour. */
export type PieChartSlice = PieSlice & { colour: string };

export type PieChartProps = {
  title: string;
  titleOrder?: 2 | 3 | 4;
  slices: readonly PieChartSlice[];
  /** Table headers: what a slice is ("RAG status") and what its value counts ("Actions"). */
  sliceHeader: string;
  valueHeader: string;
  /** Show the data table on the page rather than only to screen readers. */
  tableVisible?: boolean;
  testId?: string;
  /** A drill-down: called with the clicked slice's id. */
  onSliceClick?: (id: string) => void;
  /** Plotly only when asked for (a page that is not a chart route); the table is shown meanwhile. */
  drawOnRequest?: boolean;
};

/** A doughnut of slices (spec §3 pie slices) with its data table. */
export function PieChart({
  title,
  titleOrder,
  slices,
  sliceHeader,
  valueHeader,
  tableVisible = false,
  testId,
  onSliceClick,
  drawOnRequest = false,
}: PieChartProps) {
  const theme = useMantineTheme();
  const data = useMemo(
    () =>
      pieTraces(
        slices.map((slice) => ({ ...slice, colour: resolveChartColour(theme.colors, slice.colour) })),
        title,
      ),
    [slices, theme.colors, title],
  );
  const layout = useMemo(() => pieLayout(), []);
  return (
    <PlotlyChart
      title={title}
      titleOrder={titleOrder}
      data={data}
      layout={layout}
      height={PIE_CHART_HEIGHT}
      testId={testId}
      onPointClick={onSliceClick}
      drawOnRequest={drawOnRequest}
      table={
        <ChartDataTable
          caption={title}
          rowHeader={sliceHeader}
          columnHeaders={[valueHeader]}
          rows={slices.map((slice) => ({ id: slice.id, label: slice.label, values: [slice.value] }))}
          visible={tableVisible || drawOnRequest}
        />
      }
    />
  );
}
