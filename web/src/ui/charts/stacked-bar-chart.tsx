import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { resolveChartColour } from './chart-colour';
import { ChartDataTable } from './chart-data-table';
import {
  barChartHeight,
  stackedBarLayout,
  stackedBarTraces,
  type ChartCategory,
  type ChartSeries,
} from './chart-model';
import { PlotlyChart } from './plotly-chart';

export type StackedBarChartProps = {
  title: string;
  titleOrder?: 2 | 3 | 4;
  /** One bar per category, top to bottom. */
  categories: readonly ChartCategory[];
  /** The stacked segments; colours are Mantine colour names (`'teal'`, `'gray.4'`) or CSS colours. */
  series: readonly ChartSeries[];
  /** Table header of the category column ("Business area"). */
  categoryHeader: string;
  /** Header of the table's last column, the bar's total; left out when not given. */
  totalHeader?: string;
  tableVisible?: boolean;
  testId?: string;
};

/** Horizontal bars stacked by series (e.g. actions per business area by status) with its data table. */
export function StackedBarChart({
  title,
  titleOrder,
  categories,
  series,
  categoryHeader,
  totalHeader,
  tableVisible = false,
  testId,
}: StackedBarChartProps) {
  const theme = useMantineTheme();
  const data = useMemo(
    () =>
      stackedBarTraces(
        categories,
        series.map((item) => ({ ...item, colour: resolveChartColour(theme.colors, item.colour) })),
      ),
    [categories, series, theme.colors],
  );
  const layout = useMemo(() => stackedBarLayout(categories, series), [categories, series]);
  const rows = categories.map((category, index) => {
    const values = series.map((item) => item.values[index] ?? 0);
    return {
      id: category.id,
      label: category.label,
      values: totalHeader ? [...values, values.reduce((sum, value) => sum + value, 0)] : values,
    };
  });
  return (
    <PlotlyChart
      title={title}
      titleOrder={titleOrder}
      data={data}
      layout={layout}
      height={barChartHeight(categories.length)}
      testId={testId}
      table={
        <ChartDataTable
          caption={title}
          rowHeader={categoryHeader}
          columnHeaders={[...series.map((item) => item.label), ...(totalHeader ? [totalHeader] : [])]}
          rows={rows}
          visible={tableVisible}
        />
      }
    />
  );
}
