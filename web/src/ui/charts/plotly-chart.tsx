import { Box, Button, Center, Loader, Text, Title, useMantineTheme } from '@mantine/core';
import type * as Plotly from 'plotly.js';
import type { Config, Data, Layout } from 'plotly.js';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithRetry } from '@/lib/lazy-import';
import { ErrorBoundary } from '@/ui/error-boundary';

/**
 * Plotly and its React binding, fetched only when a chart first renders: the chart routes' own
 * chunk (guide §11), never the shell's.
 */
const PlotlyPlot = lazy(() => importWithRetry(() => import('./plotly-plot')));
/** The same with a trace only some pages draw, each a chunk of its own (the chart route budget). */
const plotsWithTraces = {
  polar: lazy(() => importWithRetry(() => import('./plotly-polar-plot'))),
  heatmap: lazy(() => importWithRetry(() => import('./plotly-heatmap-plot'))),
  sunburst: lazy(() => importWithRetry(() => import('./plotly-sunburst-plot'))),
};

/**
 * Nothing Plotly could fetch from another host (guide §9): no logo link, no mode bar with its
 * "edit in Chart Studio" and cloud buttons, no MathJax typesetting, no first-use tips.
 */
export const plotlyConfig: Partial<Config> = {
  displaylogo: false,
  displayModeBar: false,
  showLink: false,
  showSendToCloud: false,
  showEditInChartStudio: false,
  showTips: false,
  typesetMath: false,
  responsive: true,
  scrollZoom: false,
  doubleClick: false,
};

export type PlotlyChartProps = {
  /** The chart's visible title; also the accessible name of the drawing and the table's caption. */
  title: string;
  /** Heading level of the title within the page. */
  titleOrder?: 2 | 3 | 4;
  data: Data[];
  layout: Partial<Layout>;
  /** Height reserved before Plotly arrives, so the page does not jump. */
  height: number;
  /**
   * The narrowest the drawing stays readable at (px): on a narrower screen it scrolls sideways inside
   * its figure instead of squeezing (a 390 px phone drew the heatmap ~100 px wide, issue 28 item 12).
   */
  minWidth?: number;
  /** The figures as a table: the alternative to the drawing for screen readers and tests. */
  table: ReactNode;
  testId?: string;
  /** Called with the id of the point (a pie slice's id) the user clicks, for drill-downs. */
  onPointClick?: (id: string) => void;
  /** Called with the whole point clicked (a heatmap cell: its x and y), for drill-downs. */
  onPlotClick?: (point: { x: unknown; y: unknown; id?: unknown }) => void;
  /** The trace types drawn beyond bar and pie (each loads its own Plotly chunk). */
  traces?: 'basic' | keyof typeof plotsWithTraces;
  /** Called with the drawn graph once Plotly has drawn it (the PNG export reads it). */
  onGraph?: (graph: HTMLElement) => void;
  /**
   * On a page that is not a chart route (a project overview): Plotly loads only when the user asks for the
   * drawing (guide §11, Plotly only on chart routes); the table carries the numbers meanwhile.
   */
  drawOnRequest?: boolean;
};

/**
 * A titled Plotly chart with its data table. The drawing is an image to assistive technology (named
 * by the title); the table, visible or visually hidden, carries the numbers. If Plotly fails to
 * load, the table is still there.
 */
export function PlotlyChart({
  title,
  titleOrder = 3,
  data,
  layout,
  height,
  minWidth,
  table,
  testId,
  onPointClick,
  onPlotClick,
  traces = 'basic',
  onGraph,
  drawOnRequest = false,
}: PlotlyChartProps) {
  const [drawRequested, setDrawRequested] = useState(false);
  const Plot = traces === 'basic' ? PlotlyPlot : plotsWithTraces[traces];
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const titleId = useId();
  // A new layout object makes Plotly redraw: only when the layout or the font really changes.
  const themedLayout = useMemo(
    () => ({ ...layout, font: { family: theme.fontFamily, ...layout.font } }),
    [layout, theme.fontFamily],
  );
  return (
    <Box component="figure" m={0} aria-labelledby={titleId} data-testid={testId}>
      <Title order={titleOrder} id={titleId} size="h4" mb="xs">
        {title}
      </Title>
      {drawOnRequest && !drawRequested ? (
        <Button variant="default" size="xs" my="xs" onClick={() => setDrawRequested(true)}>
          {t('app.drawChart')}
        </Button>
      ) : (
        <Box
          role="img"
          aria-label={title}
          mih={height}
          data-testid="chart-drawing"
          // A region that may scroll is reachable from the keyboard.
          {...(minWidth ? { style: { overflowX: 'auto' }, tabIndex: 0 } : {})}
        >
          <ErrorBoundary
            fallback={() => (
              <Text c="dimmed" size="sm" py="md">
                {t('errors.chunkLoad')}
              </Text>
            )}
          >
            <Suspense
              fallback={
                <Center h={height} role="status" aria-label={t('app.loading')}>
                  <Loader size="sm" />
                </Center>
              }
            >
              <Plot
                data={data}
                layout={themedLayout}
                config={plotlyConfig}
                useResizeHandler
                style={{
                  width: '100%',
                  minWidth,
                  height,
                  cursor: onPointClick || onPlotClick ? 'pointer' : undefined,
                }}
                {...(onGraph && { onInitialized: (_: unknown, graph: HTMLElement) => onGraph(graph) })}
                {...(onPlotClick && {
                  onClick: (event: Readonly<Plotly.PlotMouseEvent>) => {
                    const point = event.points[0] as { x: unknown; y: unknown; id?: unknown } | undefined;
                    if (point) onPlotClick(point);
                  },
                })}
                {...(onPointClick && {
                  onClick: (event: Readonly<Plotly.PlotMouseEvent>) => {
                    // A pie's click names its slice's id as a one-item array (Plotly's multi-point form).
                    const id = [(event.points[0] as { id?: unknown } | undefined)?.id].flat()[0];
                    if (id !== undefined && id !== null) onPointClick(String(id));
                  },
                })}
              />
            </Suspense>
          </ErrorBoundary>
        </Box>
      )}
      {table}
    </Box>
  );
}
