import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { entitySummaryQueryOptions } from '@/lib/entity-kit/entity-api';
import { PieChart } from '@/ui/charts/pie-chart';
import { actionCalls, type ActionsSummary } from '../api/action-calls';
import { useAssignedToActionProgressReport } from '../api/get-assigned-to-action-progress-report';
import type { ProjectRef } from '../api/keys';
import { progressChartStatuses, reportTotalSlices, summaryRagSlices } from './action-chart-model';
import { ActionChartNav } from './action-chart-nav';
import {
  ActionChartsEmpty,
  ActionChartsError,
  ActionChartsLoading,
  useMayViewActionCharts,
} from './action-chart-states';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Paper>
  );
}

/** Active, completed and open actions and percent complete (spec §4), from the summary. */
function ActionChartStats({ summary }: { summary: ActionsSummary }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const percentLabelId = useId();
  const percent = t('actionCharts.stats.percentValue', { percent: summary.percentComplete });
  return (
    <SimpleGrid
      component="section"
      aria-label={t('actionCharts.stats.label')}
      cols={{ base: 2, md: 4 }}
      spacing="md"
    >
      <Stat label={t('actionCharts.stats.total')} value={String(summary.total)} testId="stat-total" />
      <Stat
        label={t('actionCharts.stats.completed')}
        value={String(summary.completed)}
        testId="stat-completed"
      />
      <Stat
        label={t('actionCharts.stats.open')}
        value={String(summary.total - summary.completed)}
        testId="stat-open"
      />
      <Paper withBorder p="md" radius="md" data-testid="stat-percent">
        <Text size="sm" c="dimmed" id={percentLabelId}>
          {t('actionCharts.stats.percentComplete')}
        </Text>
        <Text fz={28} fw={700} lh={1.2} data-testid="stat-percent-value">
          {percent}
        </Text>
        {/* The section carries role="progressbar", so it is the one that needs the name (axe). */}
        <Progress.Root mt="xs">
          <Progress.Section value={summary.percentComplete} color="teal" aria-labelledby={percentLabelId} />
        </Progress.Root>
      </Paper>
    </SimpleGrid>
  );
}

/** The progress-status pie: the assignee report added up (each action has one assignee or none). */
function ProgressPie({ project, enabled }: { project: ProjectRef; enabled: boolean }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const report = useAssignedToActionProgressReport(project, enabled);
  const slices = useMemo(
    () => report.data && reportTotalSlices(report.data, progressChartStatuses, t),
    [report.data, t],
  );
  if (report.isError) return <ActionChartsError onRetry={() => void report.refetch()} />;
  if (!slices) return <ActionChartsLoading />;
  return (
    <PieChart
      title={t('actionCharts.byProgress')}
      titleOrder={2}
      slices={slices}
      sliceHeader={t('actionCharts.status')}
      valueHeader={t('actionCharts.actions')}
      testId="action-progress-pie"
    />
  );
}

/**
 * `actions/visualisations`: the project's actions at a glance — key figures, a RAG pie with completed
 * counted separately (spec §4) and a progress-status pie — and links to the other chart pages.
 */
export function ActionChartsOverview({ project }: { project: ProjectRef }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const mayView = useMayViewActionCharts(project);
  const summary = useQuery({
    ...entitySummaryQueryOptions<ActionsSummary>(actionCalls, project),
    enabled: mayView,
  });
  const ragSlices = useMemo(() => summary.data && summaryRagSlices(summary.data, t), [summary.data, t]);

  const body = () => {
    if (summary.isError) return <ActionChartsError onRetry={() => void summary.refetch()} />;
    if (!summary.data || !ragSlices) return <ActionChartsLoading />;
    if (summary.data.total === 0) return <ActionChartsEmpty project={project} />;
    return (
      <>
        <ActionChartStats summary={summary.data} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="xs">
            <PieChart
              title={t('actionCharts.byRag')}
              titleOrder={2}
              slices={ragSlices}
              sliceHeader={t('actionCharts.status')}
              valueHeader={t('actionCharts.actions')}
              testId="action-rag-pie"
            />
            <Text size="sm" c="dimmed">
              {t('actionCharts.byRagNote')}
            </Text>
          </Stack>
          <ProgressPie project={project} enabled={mayView} />
        </SimpleGrid>
      </>
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('actionCharts.title')}</Title>
        <Text c="dimmed">{t('actionCharts.intro')}</Text>
      </Stack>
      <ActionChartNav project={project} current="overview" />
      {body()}
    </Stack>
  );
}
