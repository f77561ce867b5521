import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart';
import type { ProjectRef } from '../api/keys';
import {
  isReportEmpty,
  progressChartStatuses,
  ragChartStatuses,
  reportBars,
  type ActionReport,
} from './action-chart-model';
import { ActionChartsEmpty, ActionChartsError, ActionChartsLoading } from './action-chart-states';
import type { ActionReportFamilyPhrases } from './action-report-families';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

type ActionReportChartsProps = {
  project: ProjectRef;
  progress: UseQueryResult<ActionReport>;
  rag: UseQueryResult<ActionReport>;
  phrases: ActionReportFamilyPhrases;
  /** What to say when the reports hold no action ('No actions yet' unless given). */
  emptyMessage?: string;
};

/**
 * A report family's progress and RAG reports as bars stacked by status, one bar per group, each with
 * its figures in a table below; loading, error and empty states included.
 */
export function ActionReportCharts({
  project,
  progress,
  rag,
  phrases,
  emptyMessage,
}: ActionReportChartsProps) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const noneLabel = t(phrases.none);
  // Memoised on the data: a new category or series array makes Plotly redraw.
  const progressBars = useMemo(
    () => progress.data && reportBars(progress.data, progressChartStatuses, t, noneLabel),
    [progress.data, t, noneLabel],
  );
  const ragBars = useMemo(
    () => rag.data && reportBars(rag.data, ragChartStatuses, t, noneLabel),
    [rag.data, t, noneLabel],
  );

  if (progress.isError || rag.isError)
    return (
      <ActionChartsError
        onRetry={() => {
          void progress.refetch();
          void rag.refetch();
        }}
      />
    );
  if (!progress.data || !rag.data || !progressBars || !ragBars) return <ActionChartsLoading />;
  if (isReportEmpty(progress.data)) return <ActionChartsEmpty project={project} message={emptyMessage} />;
  return (
    // One chart under the other: side by side, a progress table (nine columns) was cut off at 1440 px.
    <Stack gap="xl">
      <StackedBarChart
        title={t(phrases.progress)}
        titleOrder={2}
        categories={progressBars.categories}
        series={progressBars.series}
        categoryHeader={t(phrases.group)}
        totalHeader={t('actionCharts.total')}
        tableVisible
        testId="action-progress-bars"
      />
      <StackedBarChart
        title={t(phrases.rag)}
        titleOrder={2}
        categories={ragBars.categories}
        series={ragBars.series}
        categoryHeader={t(phrases.group)}
        totalHeader={t('actionCharts.total')}
        tableVisible
        testId="action-rag-bars"
      />
    </Stack>
  );
}
