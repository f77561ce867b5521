import { Alert, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { spiderLayout, spiderTraces, spiderValue } from './spider-model';

/**
 * The spider chart of audience readiness (spec §7 `audience-reporting/spider-chart-data`): each
 * audience's five measures at its latest pulse, one polygon each, with the figures as a table.
 */
export function ReadinessSpider({
  project,
  testId = 'readiness-spider',
}: {
  project: ProjectRef;
  testId?: string;
}) {
  const { t } = useTranslation();
  const spider = useQuery({
    queryKey: ['organisations', project.organisationId, 'projects', project.projectId, 'readiness-spider'],
    queryFn: ({ signal }) =>
      apiCall('getAudienceSpiderChartData', { params: { ...project }, body: {}, signal }),
  });
  const layout = useMemo(() => spiderLayout(), []);
  if (spider.isPending) return <Loader size="sm" aria-label={t('entityKit.loading')} />;
  if (spider.isError) return <Alert color="red">{t('audiences.readiness.loadFailed')}</Alert>;
  const data = spider.data;
  if (data.audiences.length === 0) return <Text size="sm">{t('audiences.readiness.none')}</Text>;
  const labels = Object.fromEntries(
    data.measures.map((measure) => [measure, t(`audiences.readiness.measures.${measure}`)]),
  );
  const title = t('audiences.readiness.spiderTitle');
  return (
    <PlotlyChart
      title={title}
      data={spiderTraces(data, labels)}
      traces="polar"
      layout={layout}
      height={420}
      // Its measure names sit around the circle: narrower, they are cut off at the sides (issue 28 item 12).
      minWidth={440}
      testId={testId}
      table={
        <ChartDataTable
          caption={t('audiences.readiness.spiderCaption')}
          rowHeader={t('audiences.fields.name')}
          columnHeaders={data.measures.map((measure) => labels[measure]!)}
          rows={data.audiences.map((audience) => ({
            id: audience.audienceId,
            label: audience.pulseDate
              ? t('audiences.readiness.asOf', {
                  name: audience.name,
                  date: formatDate(`${audience.pulseDate}T00:00:00`),
                })
              : t('audiences.readiness.noPulse', { name: audience.name }),
            values: data.measures.map((measure) => spiderValue(audience.scores[measure])),
          }))}
          testId={`${testId}-table`}
        />
      }
    />
  );
}
