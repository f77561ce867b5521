import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DASHBOARD_PAGE_SIZE_MAX, NO_ACCESS_PROJECTS_ID } from '@tandem/shared/dashboard/limits';
import { paths } from '@/config/paths';
import { PieSummary } from '@/ui/charts/pie-summary';
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart';
import { CountTile } from '@/ui/count-tile';
import type { DrillDown } from '../api/get-action-project-slices';
import { useDashboardActions } from '../api/get-dashboard-actions';
import { useMyActionsOverview } from '../api/get-my-actions-overview';
import { DashboardActionsTable } from './dashboard-actions-table';
import { drillDownOf, dueNextOf, progressSlices, projectProgressChart, ragSlices } from './my-actions-model';
import { ProjectDrillDownModal } from './project-drill-down-modal';

type PieKind = 'rag' | 'progress';

/**
 * My Actions (spec §2): a pie by RAG or progress status (a slice drills down to the projects), the
 * count, overdue and upcoming tiles, the progress chart by project and the actions due next.
 */
export function MyActionsPanel({ organisationId, fullName }: { organisationId: string; fullName: string }) {
  const { t } = useTranslation();
  const overview = useMyActionsOverview(organisationId);
  // From the upcoming list (the tile's count), not all actions: an overdue one is not "due next".
  const upcoming = useDashboardActions(organisationId, 'upcoming', {
    pageSize: String(DASHBOARD_PAGE_SIZE_MAX),
  });
  const dueNext = useMemo(() => dueNextOf(upcoming.data?.items ?? []), [upcoming.data]);
  const [pie, setPie] = useState<PieKind>('rag');
  const [drillDown, setDrillDown] = useState<(DrillDown & { label: string }) | null>(null);
  const other = t('myDashboard.actions.other');

  const slices = useMemo(() => {
    if (!overview.data) return [];
    return pie === 'rag' ? ragSlices(overview.data, t) : progressSlices(overview.data, t, other);
  }, [overview.data, pie, t, other]);
  const chart = useMemo(
    () =>
      overview.data
        ? projectProgressChart(
            overview.data.projects.map((project) =>
              project.projectId === NO_ACCESS_PROJECTS_ID
                ? { ...project, projectName: t('myDashboard.actions.noAccessProjects') }
                : project,
            ),
            t,
            other,
          )
        : null,
    [overview.data, t, other],
  );
  const drill = (id: string) => {
    const next = drillDownOf(pie, id);
    const slice = slices.find((item) => item.id === id);
    if (next && slice) setDrillDown({ ...next, label: slice.label });
  };
  const hidden =
    overview.data?.projects.find((project) => project.projectId === NO_ACCESS_PROJECTS_ID)?.total ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-actions-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="my-actions-title">
          {t('myDashboard.actions.title')}
        </Title>
        <Button
          component={Link}
          to={paths.myDashboardActions.getHref(organisationId)}
          variant="light"
          size="xs"
        >
          {t('myDashboard.seeAll')}
        </Button>
      </Group>
      {overview.isPending && <Skeleton height={320} />}
      {overview.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('myDashboard.loadFailed')}
        </Alert>
      )}
      {overview.data && overview.data.total === 0 && (
        <Stack align="center" gap={6} py="xl" data-testid="my-actions-empty">
          <IconChecklist size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>{t('myDashboard.actions.empty')}</Text>
          <Text size="sm" c="gray.7" ta="center" maw={420}>
            {t('myDashboard.actions.emptyText')}
          </Text>
        </Stack>
      )}
      {overview.data && overview.data.total > 0 && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Text fz={28} fw={700} lh={1.1} data-testid="my-actions-count">
                    {overview.data.total}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t('myDashboard.actions.count', { count: overview.data.total })} ·{' '}
                    {t('myDashboard.actions.percentComplete', { percent: overview.data.percentComplete })}
                  </Text>
                </div>
                <SegmentedControl
                  size="xs"
                  aria-label={t('myDashboard.actions.view')}
                  value={pie}
                  onChange={(value) => setPie(value as PieKind)}
                  data={[
                    { value: 'rag', label: t('myDashboard.actions.byRag') },
                    { value: 'progress', label: t('myDashboard.actions.byProgress') },
                  ]}
                />
              </Group>
              {hidden > 0 && (
                <Text size="xs" c="gray.7">
                  {t('myDashboard.actions.hiddenNote', { count: hidden })}
                </Text>
              )}
              <PieSummary
                title={t(pie === 'rag' ? 'myDashboard.actions.ragPie' : 'myDashboard.actions.progressPie')}
                slices={slices}
                sliceHeader={t(
                  pie === 'rag'
                    ? 'myDashboard.actions.sliceHeaderRag'
                    : 'myDashboard.actions.sliceHeaderProgress',
                )}
                valueHeader={t('myDashboard.actions.valueHeader')}
                onSliceClick={drill}
                drillable={(id) => Boolean(drillDownOf(pie, id))}
                hint={t('myDashboard.actions.drillHint')}
                testId="my-actions-pie"
              />
            </Stack>
            <Stack gap="sm">
              <SimpleGrid cols={2} spacing="sm">
                <CountTile
                  label={t('myDashboard.actions.overdue')}
                  tooltip={t('myDashboard.actions.overdueTip')}
                  count={overview.data.overdue}
                  href={paths.myDashboardOverdue.getHref(organisationId)}
                  testId="tile-overdue"
                />
                <CountTile
                  label={t('myDashboard.actions.upcoming')}
                  tooltip={t('myDashboard.actions.upcomingTip')}
                  count={overview.data.upcoming}
                  href={paths.myDashboardUpcoming.getHref(organisationId)}
                  testId="tile-upcoming"
                />
              </SimpleGrid>
              {chart && (
                <StackedBarChart
                  title={t('myDashboard.actions.progressChart')}
                  titleOrder={3}
                  categories={chart.categories}
                  series={chart.series}
                  categoryHeader={t('myDashboard.actions.projectHeader')}
                  totalHeader={t('myDashboard.actions.totalHeader')}
                  testId="my-actions-progress"
                />
              )}
            </Stack>
          </SimpleGrid>
          {dueNext.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('myDashboard.actions.soonest')}
              </Title>
              <DashboardActionsTable rows={dueNext} label={t('myDashboard.actions.soonest')} editable />
            </Stack>
          )}
        </Stack>
      )}
      <ProjectDrillDownModal
        organisationId={organisationId}
        drillDown={drillDown}
        statusLabel={drillDown?.label ?? ''}
        fullName={fullName}
        onClose={() => setDrillDown(null)}
      />
    </Card>
  );
}
