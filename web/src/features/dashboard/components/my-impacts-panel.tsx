import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NO_ACCESS_PROJECTS_ID } from '@tandem/shared/dashboard/limits';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '@/lib/i18n/en-gb-dashboard-people';
import { paths } from '@/config/paths';
import { PieSummary } from '@/ui/charts/pie-summary';
import { useMyImpactsOverview, type ImpactFilter } from '../api/get-my-impacts';
import { levelSlices } from './my-impacts-model';
import { OTHER_PROGRESS_ID, progressSlices } from './my-actions-model';
import { YourImpactsPanel } from './your-impacts-panel';

/**
 * My Impacts (spec §2): a Level / Progress Status toggle (Level by default, spec §4), the count and a
 * pie; a slice opens the right-side panel of 'Your impacts' of that level or status.
 */
export function MyImpactsPanel({ organisationId, fullName }: { organisationId: string; fullName: string }) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) =>
    t(`myDashboardPeople.impacts.${key}`, options ?? {});
  const overview = useMyImpactsOverview(organisationId);
  const [by, setBy] = useState<ImpactFilter['by']>('level');
  const [filter, setFilter] = useState<(ImpactFilter & { label: string }) | null>(null);
  const other = t('myDashboard.actions.other');
  const slices = useMemo(() => {
    if (!overview.data) return [];
    return by === 'level' ? levelSlices(overview.data, t) : progressSlices(overview.data, t, other);
  }, [overview.data, by, t, other]);
  const open = (id: string) => {
    const slice = slices.find((item) => item.id === id);
    if (slice && id !== OTHER_PROGRESS_ID) setFilter({ by, value: id, label: slice.label });
  };
  const hidden =
    overview.data?.projects.find((project) => project.projectId === NO_ACCESS_PROJECTS_ID)?.total ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-impacts-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="my-impacts-title">
          {p('title')}
        </Title>
        <Button
          component={Link}
          to={paths.myDashboardImpacts.getHref(organisationId)}
          variant="light"
          size="xs"
        >
          {t('myDashboard.seeAll')}
        </Button>
      </Group>
      {overview.isPending && <Skeleton height={280} />}
      {overview.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('myDashboard.loadFailed')}
        </Alert>
      )}
      {overview.data && overview.data.total === 0 && (
        <Stack align="center" gap={6} py="xl" data-testid="my-impacts-empty">
          <IconAlertTriangle size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>{p('empty')}</Text>
          <Text size="sm" c="gray.7" ta="center" maw={380}>
            {p('emptyText')}
          </Text>
        </Stack>
      )}
      {overview.data && overview.data.total > 0 && (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <div>
              <Text fz={28} fw={700} lh={1.1} data-testid="my-impacts-count">
                {overview.data.total}
              </Text>
              <Text size="sm" c="gray.7">
                {p('count', { count: overview.data.total })}
              </Text>
            </div>
            <SegmentedControl
              size="xs"
              aria-label={p('view')}
              value={by}
              onChange={(value) => setBy(value as ImpactFilter['by'])}
              data={[
                { value: 'level', label: p('byLevel') },
                { value: 'progress', label: p('byProgress') },
              ]}
            />
          </Group>
          {hidden > 0 && (
            <Text size="xs" c="gray.7">
              {p('hiddenNote', { count: hidden })}
            </Text>
          )}
          <PieSummary
            title={p(by === 'level' ? 'levelPie' : 'progressPie')}
            slices={slices}
            sliceHeader={p(by === 'level' ? 'sliceHeaderLevel' : 'sliceHeaderProgress')}
            valueHeader={p('valueHeader')}
            onSliceClick={open}
            drillable={(id) => id !== OTHER_PROGRESS_ID}
            hint={p('hint')}
            testId="my-impacts-pie"
          />
        </Stack>
      )}
      <YourImpactsPanel
        organisationId={organisationId}
        fullName={fullName}
        filter={filter}
        onClose={() => setFilter(null)}
      />
    </Card>
  );
}
