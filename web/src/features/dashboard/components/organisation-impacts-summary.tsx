import { Alert, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-dashboard-people';
import { PieChart } from '@/ui/charts/pie-chart';
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
  if (summary.isPending) return <Skeleton height={200} />;
  if (summary.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.loadData')}
      </Alert>
    );
  if (summary.data.total === 0) return <Text c="gray.7">{t('myDashboard.organisation.noImpacts')}</Text>;
  const withImpacts = summary.data.projects.filter((project) => project.total > 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap={4}>
        <Text size="sm" c="gray.7" data-testid="organisation-impacts-total">
          {t('myDashboard.organisation.impactsTotal', { count: summary.data.total })}
        </Text>
        <PieChart
          title={t('myDashboard.organisation.levelPie')}
          titleOrder={3}
          slices={slices}
          sliceHeader={t('myDashboardPeople.impacts.sliceHeaderLevel')}
          valueHeader={t('myDashboardPeople.impacts.valueHeader')}
          testId="organisation-impacts-pie"
        />
      </Stack>
      <Table.ScrollContainer minWidth={420}>
        <Table striped fz="sm" aria-label={t('myDashboard.organisation.impactsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('myDashboard.organisation.projectHeader')}</Table.Th>
              {slices.map((slice) => (
                <Table.Th key={slice.id} scope="col" ta="right">
                  {slice.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withImpacts.map((project) => (
              <Table.Tr key={project.projectId}>
                <Table.Th scope="row" fw={400}>
                  {project.projectName}
                </Table.Th>
                {levelSlices(project, t).map((slice) => (
                  <Table.Td key={slice.id} ta="right">
                    {slice.value}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SimpleGrid>
  );
}
