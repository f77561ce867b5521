import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { audienceSizeOrder } from '@tandem/shared/audiences/audience-size';
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
import { audienceView } from './audience-view';
import { distributionLayout, distributionTraces } from './distribution-model';
import { ReadinessSpider } from './readiness-spider';
import { ScaleDistributionChart } from './scale-distribution-chart';

/** The sections of the audience visualisations (spec §2 `audiences/visualisations/{section}`). */
export const audienceSections = ['readiness', 'sizes', 'influence', 'impact'] as const;
export type AudienceSection = (typeof audienceSections)[number];
export const audienceSectionOf = (text: string | undefined): AudienceSection =>
  (audienceSections as readonly string[]).includes(text ?? '') ? (text as AudienceSection) : 'readiness';

/**
 * Audience visualisations, one section at a time: readiness today (the spider chart), audiences by
 * size, and by influence and impact on their 1-10 scales. Every chart has its figures as a table.
 */
export function AudienceVisualisations({
  section,
  ...project
}: ProjectRef & { section: string | undefined }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const mayView = can(permissions, audienceView.permissions.view, project);
  const current = audienceSectionOf(section);
  const audiences = useEntityGridRows(audienceView, project, 'name', mayView && current !== 'readiness');
  const rows = audiences.rows as unknown as Record<string, unknown>[];
  const sizeCounts = useMemo(
    () => audienceSizeOrder.map((size) => rows.filter((row) => row.size === size).length),
    [rows],
  );
  if (!mayView) return <NoViewAccess />;
  const countLabel = t('audiences.title');
  const sizeLabels = audienceSizeOrder.map((size) => t(`audiences.sizes.${size}`));
  const sectionTitle = t(`audiences.visualisations.sections.${current}`);
  return (
    <Stack gap="md">
      <Title order={1}>{t('audiences.visualisations.title')}</Title>
      <Group gap="md" aria-label={t('audiences.visualisations.sectionsLabel')} role="navigation">
        {audienceSections.map((name) => (
          <Anchor
            key={name}
            component={Link}
            to={paths.audienceVisualisationSection.getHref(project.organisationId, project.projectId, name)}
            aria-current={name === current ? 'page' : undefined}
            fw={name === current ? 700 : 400}
            c="blue.9"
            underline="always"
          >
            {t(`audiences.visualisations.sections.${name}`)}
          </Anchor>
        ))}
      </Group>
      {current === 'readiness' ? (
        <ReadinessSpider project={project} />
      ) : audiences.isPending ? (
        <Loader size="sm" aria-label={t('entityKit.loading')} />
      ) : audiences.isError ? (
        <Alert color="red">{t('entityKit.loadFailed')}</Alert>
      ) : rows.length === 0 ? (
        <Text size="sm">{t('audiences.visualisations.none')}</Text>
      ) : current === 'sizes' ? (
        <PlotlyChart
          title={sectionTitle}
          data={distributionTraces(sizeLabels, sizeCounts, countLabel)}
          layout={distributionLayout(t('audiences.fields.size'), countLabel)}
          height={300}
          testId="audience-sizes"
          table={
            <ChartDataTable
              caption={sectionTitle}
              rowHeader={t('audiences.fields.size')}
              columnHeaders={[countLabel]}
              rows={sizeLabels.map((label, index) => ({ id: label, label, values: [sizeCounts[index]!] }))}
              testId="audience-sizes-table"
            />
          }
        />
      ) : (
        <ScaleDistributionChart
          items={rows}
          fieldKey={current}
          field={audienceView.fields[current]!}
          title={sectionTitle}
          countLabel={countLabel}
          testId={`audience-${current}`}
        />
      )}
    </Stack>
  );
}
