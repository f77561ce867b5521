import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { useLoadMatrix, type VisualisationScope } from './api';
import { ChartExports } from './chart-exports';
import { monthLabel } from './month-label';
import { ThresholdSettings } from './threshold-settings';
import '@/lib/i18n/en-gb-visualisations';

/**
 * Capacity (issue 17): each business area's load month by month, stacked, against the capacity line
 * the organisation sets; a month whose total load is over it is shaded and named.
 */
export function CapacityPage({ scope }: { scope: VisualisationScope }) {
  const { t } = useTranslation();
  const matrix = useLoadMatrix('business-area', scope);
  const [graph, setGraph] = useState<HTMLElement | null>(null);
  if (matrix.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (matrix.isError) return <Alert color="red">{t('visualisations.loadFailed')}</Alert>;
  const data = matrix.data;
  const months = data.months.map(monthLabel);
  const capacity = data.thresholds.capacity;
  const over = data.months.flatMap((_, index) => (data.totals.loads[index]! > capacity ? [index] : []));
  const title = t('visualisations.capacity.chartTitle', { year: data.year });
  const rows = [
    ...data.rows.filter((row) => row.loads.some((load) => load > 0)),
    { id: 'total', name: t('visualisations.total'), loads: data.totals.loads, counts: data.totals.counts },
  ];
  return (
    <Stack gap="md">
      <Text size="sm">{t('visualisations.weighting')}</Text>
      <Text size="sm" fw={600} data-testid="capacity-over">
        {over.length
          ? t('visualisations.capacity.overMonths', { months: over.map((index) => months[index]).join(', ') })
          : t('visualisations.capacity.noneOver')}
      </Text>
      <ChartExports
        fileName={`capacity-${data.year}`}
        graph={graph}
        header={[t('visualisations.section.business-area'), ...months]}
        rows={[
          ...rows.map((row) => [row.name, ...row.loads]),
          [t('visualisations.capacity.capacityLine'), ...months.map(() => capacity)],
        ]}
      />
      <PlotlyChart
        title={title}
        testId="capacity-chart"
        height={420}
        onGraph={setGraph}
        data={[
          ...data.rows
            .filter((row) => row.loads.some((load) => load > 0))
            .map((row) => ({ type: 'bar' as const, name: row.name, x: months, y: row.loads })),
          {
            type: 'scatter',
            mode: 'lines',
            name: t('visualisations.capacity.capacityLine'),
            x: months,
            y: months.map(() => capacity),
            line: { color: '#c92a2a', dash: 'dash', width: 2 },
          },
        ]}
        layout={{
          barmode: 'stack',
          margin: { l: 60, r: 10, t: 10, b: 40 },
          legend: { orientation: 'h' },
          shapes: over.map((index) => ({
            type: 'rect',
            xref: 'x',
            yref: 'paper',
            x0: index - 0.5,
            x1: index + 0.5,
            y0: 0,
            y1: 1,
            fillcolor: 'rgba(201, 42, 42, 0.12)',
            line: { width: 0 },
            layer: 'below',
          })),
        }}
        table={
          <ChartDataTable
            caption={title}
            rowHeader={t('visualisations.section.business-area')}
            columnHeaders={months}
            rows={[
              ...rows.map((row) => ({ id: row.id, label: row.name, values: row.loads })),
              {
                id: 'capacity',
                label: t('visualisations.capacity.capacityLine'),
                values: months.map(() => capacity),
              },
            ]}
          />
        }
      />
      <ThresholdSettings organisationId={scope.organisationId} />
    </Stack>
  );
}
