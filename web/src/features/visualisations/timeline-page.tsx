import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { useTimeline, type VisualisationScope } from './api';
import { ChartExports } from './chart-exports';
import '@/lib/i18n/en-gb-visualisations';
import { enGbDateAxis, enGbHoverDay } from '@/ui/charts/date-axis';

const day = 24 * 60 * 60 * 1000;
const time = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`).getTime();
const shown = (date: string | null) => (date ? formatDate(`${date.slice(0, 10)}T00:00:00`) : '–');

/** The timeline (issue 17): each project as a bar over its dates, its milestones (go-lives as stars) and impacts. */
export function TimelinePage({ scope }: { scope: VisualisationScope }) {
  const { t } = useTranslation();
  const timeline = useTimeline(scope);
  const [graph, setGraph] = useState<HTMLElement | null>(null);
  if (timeline.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (timeline.isError) return <Alert color="red">{t('visualisations.loadFailed')}</Alert>;
  const { projects, milestones, impacts } = timeline.data;
  const dated = projects.filter((project) => project.start && project.end);
  const nameOf = new Map(projects.map((project) => [project.id, project.name]));
  const title = t('visualisations.timeline.chartTitle');
  const header = [
    t('visualisations.timeline.project'),
    t('visualisations.timeline.kind'),
    t('visualisations.timeline.start'),
    t('visualisations.timeline.end'),
  ];
  const rows = [
    ...projects.map((project) => [
      project.name,
      t('visualisations.timeline.project'),
      project.start,
      project.end,
    ]),
    ...milestones.map((milestone) => [
      nameOf.get(milestone.projectId) ?? '',
      `${milestone.goLive ? t('visualisations.timeline.goLive') : t('visualisations.timeline.milestone')}: ${milestone.name}`,
      milestone.date,
      null,
    ]),
    ...impacts.map((impact) => [
      impact.projectName,
      `${t('visualisations.timeline.impact')}: ${impact.name}`,
      impact.startDate,
      impact.endDate,
    ]),
  ];
  const marker = (goLive: boolean) => milestones.filter((milestone) => milestone.goLive === goLive);
  return (
    <Stack gap="md">
      <ChartExports fileName="timeline" graph={graph} header={header} rows={rows} />
      <PlotlyChart
        title={title}
        testId="timeline-chart"
        height={Math.max(280, 80 + dated.length * 40)}
        onGraph={setGraph}
        data={[
          {
            type: 'bar',
            orientation: 'h',
            name: t('visualisations.timeline.project'),
            y: dated.map((project) => project.name),
            base: dated.map((project) => project.start!),
            x: dated.map((project) => time(project.end!) - time(project.start!) + day),
            marker: { color: '#a5d8ff' },
            hovertemplate: '%{y}<extra></extra>',
          } as Plotly.Data,
          {
            type: 'scatter',
            mode: 'markers',
            name: t('visualisations.timeline.impact'),
            y: impacts.filter((impact) => impact.startDate).map((impact) => impact.projectName),
            x: impacts.filter((impact) => impact.startDate).map((impact) => impact.startDate!),
            text: impacts.filter((impact) => impact.startDate).map((impact) => impact.name),
            marker: { color: '#1c7ed6', size: 8, symbol: 'circle' },
            hovertemplate: `%{text}: ${enGbHoverDay}<extra></extra>`,
          },
          ...[false, true].map((goLive) => ({
            type: 'scatter' as const,
            mode: 'markers' as const,
            name: goLive ? t('visualisations.timeline.goLive') : t('visualisations.timeline.milestone'),
            y: marker(goLive).map((milestone) => nameOf.get(milestone.projectId) ?? ''),
            x: marker(goLive).map((milestone) => milestone.date),
            text: marker(goLive).map((milestone) => milestone.name),
            marker: goLive
              ? { color: '#c92a2a', size: 16, symbol: 'star' }
              : { color: '#495057', size: 10, symbol: 'diamond' },
            hovertemplate: `%{text}: ${enGbHoverDay}<extra></extra>`,
          })),
        ]}
        layout={{
          barmode: 'overlay',
          xaxis: { ...enGbDateAxis },
          yaxis: { automargin: true, autorange: 'reversed' },
          margin: { l: 10, r: 10, t: 10, b: 40 },
          legend: { orientation: 'h' },
        }}
        table={
          <ChartDataTable
            caption={title}
            rowHeader={header[0]!}
            columnHeaders={header.slice(1)}
            rows={rows.map((row, index) => ({
              id: String(index),
              label: String(row[0]),
              values: [row[1], shown(row[2] ?? null), shown(row[3] ?? null)] as unknown as number[],
            }))}
          />
        }
      />
    </Stack>
  );
}
