import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@tandem/shared/permissions/can';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useEntityGridRows } from '@/lib/entity-kit/entity-grid-api';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { usePermissions } from '@/lib/permissions-store';
import { ChartDataTable } from '@/ui/charts/chart-data-table';
import { PlotlyChart } from '@/ui/charts/plotly-chart';
import { NoViewAccess } from '@/ui/no-view-access';
import { audienceView } from './audience-view';
import { pulseView } from './pulse-view';
import { readinessLayout, readinessMeasures, readinessTraces, readinessTrend } from './readiness-model';

const dayOf = (date: string) => formatDate(`${date}T00:00:00`);

/**
 * The readiness charts (spec §2 `audiences/readiness-charts`): one line chart per readiness measure,
 * one line per audience over its pulse dates, each with its figures as a table. Plotly loads lazily.
 */
export function ReadinessCharts(project: ProjectRef) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayView = can(permissions, pulseView.permissions.view, project);
  const mayEdit = can(permissions, pulseView.permissions.edit, project);
  const pulses = useEntityGridRows(pulseView, project, 'pulseDate', mayView);
  const audiences = useEntityGridRows(audienceView, project, 'name', mayView);
  const layout = useMemo(() => readinessLayout(), []);
  const names = useMemo(
    () => audiences.rows.map((audience) => ({ id: audience.id, name: audience.name })),
    [audiences.rows],
  );
  if (!mayView) return <NoViewAccess />;
  const { organisationId, projectId } = project;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('audiences.readiness.title')}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={paths.pulsePages.grid.getHref(organisationId, projectId)}
          >
            {t('audiences.readiness.grid')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={paths.pulsePages.list.getHref(organisationId, projectId)}
          >
            {t('audiences.readiness.pulses')}
          </Button>
          {mayEdit && (
            <Button component={Link} to={paths.pulsePages.create.getHref(organisationId, projectId)}>
              {t('audiences.readiness.record')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm">{t('audiences.readiness.intro')}</Text>
      {pulses.isPending || audiences.isPending ? (
        <Loader size="sm" aria-label={t('entityKit.loading')} />
      ) : pulses.isError || audiences.isError ? (
        <Alert color="red">{t('audiences.readiness.loadFailed')}</Alert>
      ) : pulses.rows.length === 0 ? (
        <Text size="sm">{t('audiences.readiness.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {readinessMeasures.map((measure) => {
            const { dates, lines } = readinessTrend(pulses.rows, names, measure);
            const label = t(`audiences.readiness.measures.${measure}`);
            return (
              <PlotlyChart
                key={measure}
                title={label}
                data={readinessTraces(dates, lines)}
                layout={layout}
                height={300}
                testId={`readiness-chart-${measure}`}
                table={
                  <ChartDataTable
                    caption={t('audiences.readiness.tableCaption', { measure: label })}
                    rowHeader={t('audiences.fields.name')}
                    columnHeaders={dates.map(dayOf)}
                    rows={lines}
                    testId={`readiness-table-${measure}`}
                  />
                }
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
