import { Alert, Anchor, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { StakeholderType } from '@tandem/shared/stakeholders/stakeholder-type';
import { can } from '@tandem/shared/permissions/can';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useEntityGridRows } from '@/lib/entity-kit/entity-grid-api';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { usePermissions } from '@/lib/permissions-store';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { NoViewAccess } from '@/ui/no-view-access';
import {
  profiled,
  profilingMeasure,
  quadrantLayout,
  quadrantOf,
  quadrantTraces,
  type Quadrant,
} from './profiling-model';
import { projectStakeholderView } from './project-stakeholder-view';
import { ScaleDistributionChart } from './scale-distribution-chart';

const quadrants: Quadrant[] = ['manageClosely', 'keepSatisfied', 'keepInformed', 'monitor'];

/**
 * Stakeholder profiling (spec §2 `stakeholders/visualisations/{stakeholderType}/{profilingType}`): each
 * stakeholder placed by influence and the chosen scale (sentiment, receptiveness or commitment) on a
 * four-quadrant chart, with the same figures as a table. Plotly loads lazily.
 */
export function StakeholderProfiling({
  profilingType,
  ...project
}: ProjectRef & { profilingType: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayView = can(permissions, projectStakeholderView.permissions.view, project);
  const stakeholders = useEntityGridRows(projectStakeholderView, project, 'stakeholder', mayView);
  const measure = profilingMeasure[profilingType];
  const measureLabel = t(`projectStakeholders.fields.${measure}`);
  const influenceLabel = t('projectStakeholders.fields.influence');
  const { placed, unknown } = useMemo(
    () => profiled(stakeholders.rows, measure),
    [stakeholders.rows, measure],
  );
  const layout = useMemo(
    () =>
      quadrantLayout(
        measureLabel,
        influenceLabel,
        Object.fromEntries(
          quadrants.map((quadrant) => [quadrant, t(`projectStakeholders.profiling.quadrants.${quadrant}`)]),
        ) as Record<Quadrant, string>,
      ),
    [measureLabel, influenceLabel, t],
  );
  if (!mayView) return <NoViewAccess />;
  const title = t('projectStakeholders.profiling.quadrantTitle', { measure: measureLabel.toLowerCase() });
  return (
    <Stack gap="md">
      <Title order={1}>{t('projectStakeholders.profiling.title')}</Title>
      <Group gap="md" aria-label={t('projectStakeholders.profiling.measure')} role="navigation">
        {([1, 2, 3] as const).map((type) => (
          <Anchor
            key={type}
            component={Link}
            to={paths.stakeholderVisualisations.getHref(
              project.organisationId,
              project.projectId,
              String(StakeholderType.INDIVIDUAL),
              String(type),
            )}
            aria-current={type === profilingType ? 'page' : undefined}
            fw={type === profilingType ? 700 : 400}
            c="blue.9"
            underline="always"
          >
            {t(`projectStakeholders.profiling.types.${type}`)}
          </Anchor>
        ))}
      </Group>
      {stakeholders.isPending ? (
        <Loader size="sm" aria-label={t('entityKit.loading')} />
      ) : stakeholders.isError ? (
        <Alert color="red">{t('entityKit.loadFailed')}</Alert>
      ) : placed.length === 0 ? (
        <Text size="sm">{t('projectStakeholders.profiling.empty')}</Text>
      ) : (
        <PlotlyChart
          title={title}
          data={quadrantTraces(placed, measureLabel)}
          layout={layout}
          height={460}
          testId="stakeholder-quadrant"
          table={
            <ChartDataTable
              caption={t('projectStakeholders.profiling.tableCaption')}
              rowHeader={t('projectStakeholders.profiling.stakeholders')}
              columnHeaders={[influenceLabel, measureLabel]}
              rows={placed.map((item) => ({
                id: item.id,
                label: `${item.name} (${t(`projectStakeholders.profiling.quadrants.${quadrantOf(item)}`)})`,
                values: [item.influence, item.score],
              }))}
              visible
              testId="stakeholder-quadrant-table"
            />
          }
        />
      )}
      {unknown > 0 && (
        <Text size="sm" c="gray.7">
          {t('projectStakeholders.profiling.unknownLeftOut', { count: unknown })}
        </Text>
      )}
      {stakeholders.rows.length > 0 && (
        // Distributions count every stakeholder, unknown scores included (the quadrant leaves them out).
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {([measure, 'influence'] as const).map((key) => (
            <ScaleDistributionChart
              key={key}
              items={stakeholders.rows as unknown as Record<string, unknown>[]}
              fieldKey={key}
              field={projectStakeholderView.fields[key]!}
              title={t('projectStakeholders.profiling.distribution.title', {
                measure: t(`projectStakeholders.fields.${key}`).toLowerCase(),
              })}
              countLabel={t('projectStakeholders.profiling.stakeholders')}
              testId={`stakeholder-distribution-${key}`}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
