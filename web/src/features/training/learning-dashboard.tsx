import { Alert, Anchor, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import type { LearningDashboard as Dashboard } from '@tandem/shared/training/learning-dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { apiCall } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { PieChart } from '@/ui/charts/pie-chart';
import { StackedBarChart } from '@/ui/charts/stacked-bar-chart';
import { progressOptions } from '@/ui/status-pills';
import { PageLoader } from '@/ui/page-loader';
import '@/lib/i18n/en-gb-training';

type Completion = { total: number; completed: number; percentComplete: number };

/** The learning dashboard's figures; read afresh on every visit, as grid edits elsewhere change them. */
const useLearningDashboard = (project: ProjectRef) =>
  useQuery({
    queryKey: ['organisations', project.organisationId, 'projects', project.projectId, 'learning-dashboard'],
    queryFn: ({ signal }) =>
      apiCall('getLearningDashboard', { params: project, signal }) as Promise<Dashboard>,
    refetchOnMount: 'always',
  });

/** Completed and remaining per row, as a stacked bar chart (Plotly loads only when it draws). */
function CompletionChart({
  title,
  rows,
  header,
}: {
  title: string;
  rows: (Completion & { id: string; label: string })[];
  header: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <StackedBarChart
      title={title}
      titleOrder={3}
      categoryHeader={header}
      totalHeader={t('learning.column.total')}
      categories={rows.map((row) => ({ id: row.id, label: row.label }))}
      series={[
        {
          id: 'completed',
          label: t('learning.column.completed'),
          colour: 'teal.7',
          values: rows.map((row) => row.completed),
        },
        {
          id: 'remaining',
          label: t('learning.column.remaining'),
          colour: 'gray.4',
          values: rows.map((row) => row.total - row.completed),
        },
      ]}
    />
  );
}

/** A table of completion per row, with the percentage as text and bar. */
function CompletionTable({
  label,
  rows,
  testId,
}: {
  label: string;
  rows: (Completion & { id: string; label: string })[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table aria-label={label} data-testid={testId} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('learning.column.name')}</Table.Th>
          <Table.Th>{t('learning.column.completed')}</Table.Th>
          <Table.Th>{t('learning.column.total')}</Table.Th>
          <Table.Th>{t('learning.column.percent')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>{row.completed}</Table.Td>
            <Table.Td>{row.total}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{row.percentComplete}%</Text>
                <Progress
                  value={row.percentComplete}
                  w={80}
                  aria-label={`${t('learning.percentLabel')}: ${row.label}`}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Modules per progress status, coloured as the progress pills (a pie with its data table). */
function StatusPie({ byStatus }: { byStatus: Dashboard['byStatus'] }) {
  const { t } = useTranslation();
  if (byStatus.every((entry) => entry.count === 0)) return null;
  const slices = progressOptions.map((option) => ({
    id: String(option.value),
    label: t(option.key),
    // Not started and cancelled share the pills' grey; a chart needs them apart.
    colour: option.value === ProgressStatus.CANCELLED ? 'gray.8' : option.colour,
    value: byStatus.find((entry) => entry.progressStatus === option.value)?.count ?? 0,
  }));
  return (
    <PieChart
      title={t('learning.byStatus')}
      titleOrder={2}
      slices={slices}
      sliceHeader={t('learning.column.status')}
      valueHeader={t('learning.column.modules')}
      testId="learning-by-status"
    />
  );
}

function DatedTable({ label, rows, empty }: { label: string; rows: Dashboard['overdue']; empty: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <Table aria-label={label} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('learning.column.name')}</Table.Th>
          <Table.Th>{t('learning.column.kind')}</Table.Th>
          <Table.Th>{t('learning.column.date')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.kind}-${row.id}`}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{t(`learning.kind.${row.kind}`)}</Table.Td>
            <Table.Td>{row.date ? formatDate(`${row.date}T00:00:00`) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Spec §2 `projects/{projectId}/learning-dashboard`: completion by course and audience, overdue, upcoming. */
export function LearningDashboard({ organisationId, projectId }: ProjectRef) {
  const { t } = useTranslation();
  const dashboard = useLearningDashboard({ organisationId, projectId });
  const plan = [
    [paths.courseGroupPages, 'courseGroups'],
    [paths.coursePages, 'courses'],
    [paths.trainingModulePages, 'trainingModules'],
    [paths.trainingComponentPages, 'trainingComponents'],
  ] as const;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('learning.title')}</Title>
        <Text c="gray.7">{t('learning.intro')}</Text>
      </Stack>
      <Group gap="md" aria-label={t('learning.links')} role="navigation">
        {plan.map(([pages, phrases]) => (
          <Anchor key={phrases} component={Link} to={pages.list.getHref(organisationId, projectId)}>
            {t(`${phrases}.title`)}
          </Anchor>
        ))}
      </Group>
      {dashboard.isPending ? (
        <PageLoader />
      ) : dashboard.isError ? (
        <Alert color="red">{t('learning.loadFailed')}</Alert>
      ) : (
        <>
          <Text fw={600} data-testid="learning-totals">
            {t('learning.totals', {
              completed: dashboard.data.totals.completed,
              total: dashboard.data.totals.total,
              percent: dashboard.data.totals.percentComplete,
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <Stack gap="sm">
              <Title order={2}>{t('learning.byCourse')}</Title>
              {dashboard.data.byCourse.length === 0 ? (
                <Text c="gray.7">{t('learning.noCourses')}</Text>
              ) : (
                <>
                  <CompletionTable
                    label={t('learning.byCourse')}
                    testId="learning-by-course"
                    rows={dashboard.data.byCourse.map((row) => ({
                      ...row,
                      id: row.courseId,
                      label: row.name,
                    }))}
                  />
                  <CompletionChart
                    title={t('learning.byCourse')}
                    header={t('learning.kind.course')}
                    rows={dashboard.data.byCourse.map((row) => ({
                      ...row,
                      id: row.courseId,
                      label: row.name,
                    }))}
                  />
                </>
              )}
            </Stack>
            <Stack gap="sm">
              <Title order={2}>{t('learning.byAudience')}</Title>
              <Text size="sm" c="gray.7">
                {t('learning.audienceHelp')}
              </Text>
              {dashboard.data.byAudience.length === 0 ? (
                <Text c="gray.7">{t('learning.noAudiences')}</Text>
              ) : (
                <>
                  <CompletionTable
                    label={t('learning.byAudience')}
                    testId="learning-by-audience"
                    rows={dashboard.data.byAudience.map((row) => ({
                      ...row,
                      id: row.audience,
                      label: row.audience,
                    }))}
                  />
                  <CompletionChart
                    title={t('learning.byAudience')}
                    header={t('learning.role')}
                    rows={dashboard.data.byAudience.map((row) => ({
                      ...row,
                      id: row.audience,
                      label: row.audience,
                    }))}
                  />
                </>
              )}
            </Stack>
          </SimpleGrid>
          <Stack gap="sm">
            <Title order={2}>{t('learning.byProjectAudience')}</Title>
            <Text size="sm" c="gray.7">
              {t('learning.projectAudienceHelp')}
            </Text>
            {dashboard.data.byProjectAudience.length === 0 ? (
              <Text c="gray.7">{t('learning.noProjectAudiences')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
                <CompletionTable
                  label={t('learning.byProjectAudience')}
                  testId="learning-by-project-audience"
                  rows={dashboard.data.byProjectAudience.map((row) => ({
                    ...row,
                    id: row.audience,
                    label: row.audience,
                  }))}
                />
                <CompletionChart
                  title={t('learning.byProjectAudience')}
                  header={t('learning.audience')}
                  rows={dashboard.data.byProjectAudience.map((row) => ({
                    ...row,
                    id: row.audience,
                    label: row.audience,
                  }))}
                />
              </SimpleGrid>
            )}
          </Stack>
          <StatusPie byStatus={dashboard.data.byStatus} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <Stack gap="sm">
              <Title order={2}>{t('learning.overdue')}</Title>
              <DatedTable
                label={t('learning.overdue')}
                rows={dashboard.data.overdue}
                empty={t('learning.nothingOverdue')}
              />
            </Stack>
            <Stack gap="sm">
              <Title order={2}>{t('learning.upcoming')}</Title>
              <DatedTable
                label={t('learning.upcoming')}
                rows={dashboard.data.upcoming}
                empty={t('learning.nothingUpcoming')}
              />
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
