import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { RoleMapping } from '@tandem/shared/processes/role-mapping';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { callEntityEndpoint } from '@/lib/entity-kit/entity-call';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { PageLoader } from '@/ui/page-loader';
import { AddFromModel } from './add-from-model';
import { ProcessImpacts } from './process-impacts';
import { RoleChangeChart, ScopePie } from './process-report-charts';
import { roleChanges } from './process-report-model';
import '@/lib/i18n/en-gb-processes';

/** Both lists' grid data (every active row), read afresh on each visit. */
function useProcessReport(project: ProjectRef) {
  return useQuery({
    queryKey: ['organisations', project.organisationId, 'projects', project.projectId, 'process-report'],
    queryFn: async ({ signal }) => {
      const [processes, mappings] = await Promise.all([
        callEntityEndpoint('getProjectProcessesGridData', {
          params: { ...project },
          query: { sorts: 'uniqueIdentifier' },
          signal,
        }) as Promise<ProjectProcess[]>,
        callEntityEndpoint('getRoleMappingsGridData', {
          params: { ...project },
          query: { sorts: 'currentJobRole' },
          signal,
        }) as Promise<RoleMapping[]>,
      ]);
      return { processes, mappings };
    },
    refetchOnMount: 'always',
  });
}

function ProcessTable({ label, rows }: { label: string; rows: ProjectProcess[] }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={label} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('processReport.column.identifier')}</Table.Th>
          <Table.Th>{t('processReport.column.process')}</Table.Th>
          <Table.Th>{t('processReport.column.hierarchy')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.uniqueIdentifier}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>
              {[row.level1, row.level2, row.level3, row.level4, row.level5].filter(Boolean).join(' › ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Spec §2 `projects/{projectId}/processes-reports`: processes by scope and by role change. */
export function ProcessesReport({ organisationId, projectId }: ProjectRef) {
  const { t } = useTranslation();
  const report = useProcessReport({ organisationId, projectId });
  const mayAdd = canCall(usePermissions(), 'addMultipleProjectProcesses', { organisationId, projectId });
  const links = [
    [paths.projectProcessPages, 'projectProcesses'],
    [paths.roleMappingPages, 'roleMappings'],
  ] as const;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('processReport.title')}</Title>
        <Text c="gray.7">{t('processReport.intro')}</Text>
      </Stack>
      <Group gap="md" aria-label={t('processReport.links')} role="navigation">
        {links.map(([pages, phrases]) => (
          <Anchor key={phrases} component={Link} to={pages.list.getHref(organisationId, projectId)}>
            {t(`${phrases}.title`)}
          </Anchor>
        ))}
      </Group>
      {mayAdd && report.data && (
        <Group>
          <AddFromModel project={{ organisationId, projectId }} existing={report.data.processes} />
        </Group>
      )}
      {report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <Alert color="red">{t('processReport.loadFailed')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="sm">
            <Title order={2}>{t('processReport.byScope')}</Title>
            {report.data.processes.length === 0 ? (
              <Text c="gray.7">{t('processReport.noProcesses')}</Text>
            ) : (
              ([true, false] as const).map((inScope) => {
                const rows = report.data.processes.filter((process) => process.isInScope === inScope);
                const label = t(inScope ? 'processReport.inScope' : 'processReport.outOfScope');
                return (
                  <Stack key={String(inScope)} gap="xs">
                    <Group gap="xs">
                      <Title order={3}>{label}</Title>
                      <Badge variant="light" data-testid={inScope ? 'in-scope-count' : 'out-of-scope-count'}>
                        {rows.length}
                      </Badge>
                    </Group>
                    {rows.length > 0 && <ProcessTable label={label} rows={rows} />}
                  </Stack>
                );
              })
            )}
            {report.data.processes.length > 0 && <ScopePie processes={report.data.processes} />}
          </Stack>
          <Stack gap="sm">
            <Title order={2}>{t('processReport.byRoleChange')}</Title>
            {report.data.mappings.length === 0 ? (
              <Text c="gray.7">{t('processReport.noMappings')}</Text>
            ) : (
              <Table aria-label={t('processReport.byRoleChange')} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('processReport.column.from')}</Table.Th>
                    <Table.Th>{t('processReport.column.to')}</Table.Th>
                    <Table.Th>{t('processReport.column.process')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roleChanges(report.data.mappings, report.data.processes).map((pair) => (
                    <Table.Tr key={`${pair.from}-${pair.to}`}>
                      <Table.Td>{pair.from}</Table.Td>
                      <Table.Td>{pair.to || t('processReport.unchanged')}</Table.Td>
                      <Table.Td>{pair.processes.join(', ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <RoleChangeChart mappings={report.data.mappings} processes={report.data.processes} />
          </Stack>
          <ProcessImpacts project={{ organisationId, projectId }} processes={report.data.processes} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
