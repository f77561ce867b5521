import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import { useTranslation } from 'react-i18next';
import { callEntityEndpoint } from '@/lib/entity-kit/entity-call';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart';
import { processesByImpact, type ProcessImpacts } from './process-report-model';

type LinkPairs = { id: string; linked: ProcessImpacts['impacts'] }[];

/** Every process's linked impacts in ONE call (the impact ↔ process link's `pairs`, one Query server-side). */
function useProcessImpacts(project: ProjectRef) {
  return useQuery({
    queryKey: [
      'organisations',
      project.organisationId,
      'projects',
      project.projectId,
      'process-report',
      'impacts',
    ],
    queryFn: async ({ signal }): Promise<ProcessImpacts[]> => {
      const pairs = (await callEntityEndpoint('listProjectProcessesWithImpacts', {
        params: { ...project },
        signal,
      })) as LinkPairs;
      return pairs.map((pair) => ({ processId: pair.id, impacts: pair.linked }));
    },
    refetchOnMount: 'always',
  });
}

/** Processes by impact: a bar per process (impacts linked) with its data table, and the impacts by name. */
export function ProcessImpacts({ project, processes }: { project: ProjectRef; processes: ProjectProcess[] }) {
  const { t } = useTranslation();
  const links = useProcessImpacts(project);
  // A refusal (no right to see impacts) or a failure leaves the section out rather than the report.
  if (processes.length === 0 || !links.data) return null;
  const rows = processesByImpact(processes, links.data);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('processReport.byImpact')}</Title>
      {rows.every((row) => row.impacts.length === 0) ? (
        <Text c="gray.7">{t('processReport.noImpacts')}</Text>
      ) : (
        <>
          <Table aria-label={t('processReport.byImpact')} striped data-testid="process-impacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('processReport.column.process')}</Table.Th>
                <Table.Th>{t('processReport.column.impactCount')}</Table.Th>
                <Table.Th>{t('processReport.column.impacts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>{row.impacts.length}</Table.Td>
                  <Table.Td>{row.impacts.map((impact) => impact.name).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <StackedBarChart
            title={t('processReport.impactChart')}
            titleOrder={3}
            categoryHeader={t('processReport.column.process')}
            testId="process-impact-chart"
            categories={rows.map((row) => ({ id: row.id, label: row.label }))}
            series={[
              {
                id: 'impacts',
                label: t('processReport.column.impactCount'),
                colour: 'orange.7',
                values: rows.map((row) => row.impacts.length),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
