import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChecklist } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-project-overview';
import { paths } from '@/config/paths';
import { PieSummary } from '@/ui/charts/pie-summary';
import { levelSlicesOf, progressSlices, ragSlices } from '@/ui/charts/status-slices';
import type { ProjectDashboard } from '../api/get-project-overview';
import { actionSliceHref, impactSliceHref } from './project-insights-model';

type Target = { organisationId: string; projectId: string };

/** A chart card: its title, a clear empty state, or the pie. */
function ChartCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: { icon: ReactNode; title: string; text: string } | null;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {empty ? (
        <Stack align="center" gap={6} py="lg" data-testid={`${id}-empty`}>
          {empty.icon}
          <Text fw={600}>{empty.title}</Text>
          <Text size="sm" c="gray.7" ta="center" maw={380}>
            {empty.text}
          </Text>
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}

const emptyIcon = (Icon: typeof IconChecklist) => (
  <Icon size={36} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
);

/** Impacts by level band or progress status (Level first, spec §4); a slice opens the filtered impacts list. */
export function ProjectImpactsChart({
  target,
  impacts,
}: {
  target: Target;
  impacts: NonNullable<ProjectDashboard['impacts']>;
}) {
  const { t } = useTranslation();
  const p = (key: string, options: Record<string, unknown> = {}) =>
    t(`projectOverview.impacts.${key}`, options);
  const [by, setBy] = useState<'level' | 'progress'>('level');
  const slices = useMemo(
    () =>
      by === 'level'
        ? levelSlicesOf(impacts.level, (key) => t(`projectOverview.chart.level.${key}`))
        : progressSlices(impacts, t, t('projectOverview.chart.other')),
    [by, impacts, t],
  );
  const listHref = paths.impactPages.list.getHref(target.organisationId, target.projectId);
  return (
    <ChartCard
      id="project-impacts"
      title={p('title')}
      empty={
        impacts.total === 0
          ? { icon: emptyIcon(IconAlertTriangle), title: p('empty'), text: p('emptyText') }
          : null
      }
    >
      <PieSummary
        drawOnRequest
        title={p(by === 'level' ? 'levelPie' : 'progressPie')}
        slices={slices}
        sliceHeader={t(
          by === 'level' ? 'projectOverview.chart.levelHeader' : 'projectOverview.chart.progressHeader',
        )}
        valueHeader={t('projectOverview.chart.impactsHeader')}
        testId="project-impacts-pie"
        sliceHref={(id) => impactSliceHref(listHref, by, id)}
        hint={p('hint')}
        summary={
          <Group justify="space-between" align="flex-end">
            <Text size="sm" c="gray.7" data-testid="project-impacts-total">
              {p('total', { count: impacts.total })}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={p('view')}
              value={by}
              onChange={(value) => setBy(value as 'level' | 'progress')}
              data={[
                { value: 'level', label: p('byLevel') },
                { value: 'progress', label: p('byProgress') },
              ]}
            />
          </Group>
        }
      />
    </ChartCard>
  );
}

/** Actions by RAG (completed apart, spec §4) or progress, with percent complete; a slice opens the filtered grid. */
export function ProjectActionsChart({
  target,
  actions,
}: {
  target: Target;
  actions: NonNullable<ProjectDashboard['actions']>;
}) {
  const { t } = useTranslation();
  const p = (key: string, options: Record<string, unknown> = {}) =>
    t(`projectOverview.actions.${key}`, options);
  const [by, setBy] = useState<'rag' | 'progress'>('rag');
  const slices = useMemo(
    () =>
      by === 'rag' ? ragSlices(actions, t) : progressSlices(actions, t, t('projectOverview.chart.other')),
    [by, actions, t],
  );
  const gridHref = paths.actionsGrid.getHref(target.organisationId, target.projectId);
  return (
    <ChartCard
      id="project-actions"
      title={p('title')}
      empty={
        actions.total === 0
          ? { icon: emptyIcon(IconChecklist), title: p('empty'), text: p('emptyText') }
          : null
      }
    >
      <PieSummary
        drawOnRequest
        title={p(by === 'rag' ? 'ragPie' : 'progressPie')}
        slices={slices}
        sliceHeader={t(
          by === 'rag' ? 'projectOverview.chart.ragHeader' : 'projectOverview.chart.progressHeader',
        )}
        valueHeader={t('projectOverview.chart.actionsHeader')}
        testId="project-actions-pie"
        sliceHref={(id) => actionSliceHref(gridHref, by, id)}
        drillable={(id) => actionSliceHref(gridHref, by, id) !== null}
        hint={p('hint')}
        summary={
          <Group justify="space-between" align="flex-end">
            <Text size="sm" c="gray.7" data-testid="project-actions-total">
              {p('total', { count: actions.total, percent: actions.percentComplete })}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={p('view')}
              value={by}
              onChange={(value) => setBy(value as 'rag' | 'progress')}
              data={[
                { value: 'rag', label: p('byRag') },
                { value: 'progress', label: p('byProgress') },
              ]}
            />
          </Group>
        }
      />
    </ChartCard>
  );
}
