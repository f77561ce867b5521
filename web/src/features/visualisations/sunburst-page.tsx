import { Alert, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { useSunburst, type VisualisationScope } from './api';
import { ChartExports } from './chart-exports';
import '@/lib/i18n/en-gb-visualisations';

/** Band colours: impact levels and RAG (spec §9). */
const bandColour: Record<string, string> = {
  high: '#c92a2a',
  medium: '#f08c00',
  low: '#2f9e44',
  unknown: '#868e96',
  red: '#c92a2a',
  amber: '#f08c00',
  green: '#2f9e44',
};

/** The sunburst (issue 17): organisation › programme › project › impacts by level (or actions by RAG); click to zoom. */
export function SunburstPage({ scope }: { scope: VisualisationScope }) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<'impacts' | 'actions'>('impacts');
  const [graph, setGraph] = useState<HTMLElement | null>(null);
  const sunburst = useSunburst(scope, measure);
  const labelOf = (node: { kind: string; label: string; band: string | null }) =>
    node.band
      ? t(`visualisations.sunburst.bands.${node.band}`)
      : node.kind === 'programme' && !node.label
        ? t('visualisations.sunburst.standalone')
        : node.label;
  const select = (
    <NativeSelect
      label={t('visualisations.filters.measure')}
      value={measure}
      onChange={(event) => setMeasure(event.currentTarget.value as 'impacts' | 'actions')}
      data={[
        { value: 'impacts', label: t('visualisations.sunburst.impacts') },
        { value: 'actions', label: t('visualisations.sunburst.actions') },
      ]}
      maw={240}
    />
  );
  if (sunburst.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (sunburst.isError) return <Alert color="red">{t('visualisations.loadFailed')}</Alert>;
  const nodes = sunburst.data.nodes;
  const title = t('visualisations.sunburst.chartTitle', {
    measure: t(`visualisations.sunburst.${measure}`).toLowerCase(),
  });
  const header = [t('visualisations.sunburst.node'), t('visualisations.count')];
  return (
    <Stack gap="md">
      {select}
      <Text size="sm" c="dimmed">
        {t('visualisations.sunburst.zoomHint')}
      </Text>
      <ChartExports
        fileName={`sunburst-${measure}`}
        graph={graph}
        header={header}
        rows={nodes.map((node) => [labelOf(node), node.value])}
      />
      <PlotlyChart
        title={title}
        traces="sunburst"
        testId="sunburst-chart"
        height={520}
        onGraph={setGraph}
        data={[
          {
            type: 'sunburst',
            ids: nodes.map((node) => node.id),
            parents: nodes.map((node) => node.parent),
            labels: nodes.map(labelOf),
            values: nodes.map((node) => node.value),
            branchvalues: 'total',
            marker: { colors: nodes.map((node) => (node.band ? bandColour[node.band] : '')) },
            hovertemplate: '%{label}: %{value}<extra></extra>',
          } as Plotly.Data,
        ]}
        layout={{ margin: { l: 0, r: 0, t: 0, b: 0 } }}
        table={
          <ChartDataTable
            caption={title}
            rowHeader={header[0]!}
            columnHeaders={[header[1]!]}
            rows={nodes.map((node) => ({ id: node.id, label: labelOf(node), values: [node.value] }))}
          />
        }
      />
    </Stack>
  );
}
