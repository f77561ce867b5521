import { Alert, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-dashboard-people';
import { PieSummary, PieSummarySkeleton } from '@/ui/charts/pie-summary';
import { useOrganisationImpacts } from '../api/get-organisation-impacts';
import { levelSlices } from './my-impacts-model';

/** The organisation's impacts by level band, for the programme chosen (spec §7 `{id}/impacts`). */
export function OrganisationImpactsSummary({
  organisationId,
  programmeId,
}: {
  organisationId: string;
  programmeId: string | null;
}) {
  const { t } = useTranslation();
  const summary = useOrganisationImpacts(organisationId, programmeId);
  const slices = useMemo(() => (summary.data ? levelSlices(summary.data, t) : []), [summary.data, t]);
  if (summary.isPending) return <PieSummarySkeleton />;
  if (summary.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.loadData')}
      </Alert>
    );
  if (summary.data.total === 0) return <Text c="gray.7">{t('myDashboard.organisation.noImpacts')}</Text>;
  const withImpacts = summary.data.projects.filter((project) => project.total > 0);
  return (
    <PieSummary
      title={t('myDashboard.organisation.levelPie')}
      slices={slices}
      sliceHeader={t('myDashboardPeople.impacts.sliceHeaderLevel')}
      valueHeader={t('myDashboardPeople.impacts.valueHeader')}
      testId="organisation-impacts-pie"
      summary={
        <Text size="sm" c="gray.7" data-testid="organisation-impacts-total">
          {t('myDashboard.organisation.impactsTotal', { count: summary.data.total })}
        </Text>
      }
      breakdown={{
        label: t('myDashboard.organisation.impactsTitle'),
        rowHeader: t('myDashboard.organisation.projectHeader'),
        rows: withImpacts.map((project) => ({
          id: project.projectId,
          label: project.projectName,
          slices: levelSlices(project, t),
        })),
      }}
    />
  );
}
