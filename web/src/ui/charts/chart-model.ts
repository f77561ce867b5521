import type { Data, Layout } from 'plotly.js';

/** One slice of a pie (spec §3 "Pie slice: id, label, value"). */
export type PieSlice = { id: string; label: string; value: number };

/** A slice with the colour it is drawn in (any CSS colour Plotly understands, e.g. '#fa5252'). */
export type ColouredSlice = PieSlice & { colour: string };

/** One row of a bar chart (a business area, a person…): its id keeps equal labels apart. */
export type ChartCategory = { id: string; label: string };

/** One stacked segment across every category: `values[i]` belongs to `categories[i]`. */
export type ChartSeries = { id: string; label: string; colour: string; values: number[] };

/** Pixels per bar of a horizontal bar chart, and the room its axis, legend and margins take. */
const BAR_HEIGHT = 36;
const BAR_CHART_CHROME = 110;
const MIN_BAR_CHART_HEIGHT = 200;
export const PIE_CHART_HEIGHT = 320;

/**
 * The pie trace of some slices. Empty slices are left out of the drawing (Plotly would still list
 * them in the legend); the data table beside the chart keeps them.
 */
export function pieTraces(slices: readonly ColouredSlice[], name: string): Data[] {
  const drawn = slices.filter((slice) => slice.value > 0);
  return [
    {
      type: 'pie',
      name,
      ids: drawn.map((slice) => slice.id),
      labels: drawn.map((slice) => slice.label),
      values: drawn.map((slice) => slice.value),
      marker: { colors: drawn.map((slice) => slice.colour), line: { color: '#ffffff', width: 1 } },
      // Our order (e.g. red, amber, green), not Plotly's largest-first.
      sort: false,
      direction: 'clockwise',
      hole: 0.45,
      textinfo: 'value',
      hovertemplate: '%{label}: %{value} (%{percent})<extra></extra>',
    },
  ];
}

/**
 * One horizontal bar trace per series, stacked. Categories are placed by id and labelled by
 * tick text, so two groups that share a name (two people called Sam Lee) stay two bars. A series
 * with nothing in it is left out of the drawing (and its legend); the data table keeps it.
 */
export function stackedBarTraces(
  categories: readonly ChartCategory[],
  series: readonly ChartSeries[],
): Data[] {
  const ids = categories.map((category) => category.id);
  const labels = categories.map((category) => category.label);
  return series
    .filter((item) => !isAllZero(item.values))
    .map((item) => ({
      type: 'bar',
      orientation: 'h',
      name: item.label,
      y: ids,
      x: item.values,
      customdata: labels,
      marker: { color: item.colour },
      hovertemplate: `%{customdata}: %{x}<extra>${escapeHoverText(item.label)}</extra>`,
    }));
}

/**
 * Layout shared by every chart: transparent background, legend below. The font family is the
 * app's (system fonts, nothing fetched), added by `PlotlyChart` from the theme.
 */
export function baseLayout(): Partial<Layout> {
  return {
    autosize: true,
    font: { size: 13, color: '#212529' },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    showlegend: true,
    legend: { orientation: 'h', y: -0.12, x: 0, yanchor: 'top' },
    margin: { t: 8, r: 8, b: 8, l: 8 },
  };
}

export function pieLayout(): Partial<Layout> {
  return { ...baseLayout(), height: PIE_CHART_HEIGHT };
}

/** Up to this longest bar, the value axis ticks every whole number (counts have no halves). */
const UNIT_TICKS_UP_TO = 10;

/** The longest bar: the largest sum of the series' values over one category. */
export function longestBar(categories: readonly ChartCategory[], series: readonly ChartSeries[]): number {
  return categories.reduce(
    (longest, _, index) =>
      Math.max(
        longest,
        series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0),
      ),
    0,
  );
}

/** A horizontal stacked bar layout whose height grows with the number of bars. */
export function stackedBarLayout(
  categories: readonly ChartCategory[],
  series: readonly ChartSeries[],
): Partial<Layout> {
  // Plotly's automatic ticks put 0.5 steps on short count axes: whole numbers only.
  const unitTicks = longestBar(categories, series) <= UNIT_TICKS_UP_TO;
  return {
    ...baseLayout(),
    height: barChartHeight(categories.length),
    barmode: 'stack',
    // Stacked bars list their legend reversed by default; keep the series' (status) order.
    legend: { orientation: 'h', y: 1.02, x: 0, yanchor: 'bottom', traceorder: 'normal' },
    margin: { t: 40, r: 16, b: 40, l: 8 },
    xaxis: {
      title: { text: '' },
      rangemode: 'tozero',
      automargin: true,
      fixedrange: true,
      ...(unitTicks ? { tick0: 0, dtick: 1 } : { tickformat: ',d' }),
    },
    yaxis: {
      type: 'category',
      tickvals: categories.map((category) => category.id),
      ticktext: categories.map((category) => truncate(category.label, 32)),
      // The first category at the top, as in the table.
      autorange: 'reversed',
      automargin: true,
      fixedrange: true,
    },
  };
}

export function barChartHeight(categoryCount: number): number {
  return Math.max(MIN_BAR_CHART_HEIGHT, categoryCount * BAR_HEIGHT + BAR_CHART_CHROME);
}

/** True when there is nothing to draw: no slices, or every value zero. */
export const isAllZero = (values: readonly number[]) => values.every((value) => value === 0);

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** Hover templates treat `%{…}` as placeholders and accept some HTML: keep a label literal. */
export const escapeHoverText = (text: string) =>
  text.replace(/[<>&%{}]/g, (character) => `&#${character.charCodeAt(0)};`);
