import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '@/lib/i18n/en-gb-project-overview';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { ProjectInsights } from '../api/get-project-overview';

type Target = { organisationId: string; projectId: string };
const measures = ['awareness', 'understanding', 'commitment', 'capability', 'adoption'] as const;

/** The next milestones, soonest first (deadline today or later). */
export function UpcomingMilestones({
  target,
  milestones,
  mayEdit,
}: {
  target: Target;
  milestones: ProjectInsights['upcomingMilestones'];
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`projectOverview.milestones.${key}`);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="project-milestones">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="project-milestones">
          {p('title')}
        </Title>
        {mayEdit && (
          <Anchor
            component={Link}
            to={paths.projectMilestones.getHref(target.organisationId, target.projectId)}
            size="sm"
          >
            {p('manage')}
          </Anchor>
        )}
      </Group>
      {milestones.length === 0 ? (
        <Text c="gray.7">{p('empty')}</Text>
      ) : (
        <Table striped fz="sm" aria-labelledby="project-milestones" data-testid="project-milestones">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{p('name')}</Table.Th>
              <Table.Th scope="col">{p('deadline')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {milestones.map((milestone) => (
              <Table.Tr key={milestone.id}>
                <Table.Td>{milestone.name}</Table.Td>
                <Table.Td>{formatDate(milestone.deadline)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** Each active audience's five readiness measures at its latest pulse (the spider chart's figures, as a table). */
export function AudienceReadiness({
  target,
  audiences,
}: {
  target: Target;
  audiences: NonNullable<ProjectInsights['audienceReadiness']>;
}) {
  const { t } = useTranslation();
  const p = (key: string) => t(`projectOverview.readiness.${key}`);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="project-readiness">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="project-readiness">
          {p('title')}
        </Title>
        <Anchor
          component={Link}
          to={paths.readiness.getHref(target.organisationId, target.projectId)}
          size="sm"
        >
          {p('charts')}
        </Anchor>
      </Group>
      {audiences.length === 0 ? (
        <Text c="gray.7">{p('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped fz="sm" data-testid="project-readiness">
            <Table.Caption>{p('caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{p('audience')}</Table.Th>
                <Table.Th scope="col">{p('pulseDate')}</Table.Th>
                {measures.map((measure) => (
                  <Table.Th key={measure} scope="col" ta="right">
                    {p(`measures.${measure}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audiences.map((audience) => (
                <Table.Tr key={audience.audienceId}>
                  <Table.Th scope="row" fw={400}>
                    {audience.name}
                  </Table.Th>
                  <Table.Td>{audience.pulseDate ? formatDate(audience.pulseDate) : p('noPulse')}</Table.Td>
                  {measures.map((measure) => {
                    const score = audience.scores[measure] ?? -1;
                    return (
                      <Table.Td key={measure} ta="right">
                        {score < 0 ? '–' : score}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

type OverdueList = NonNullable<ProjectInsights['overdueActions']>;

function OverdueTable({
  id,
  title,
  list,
  hrefOf,
}: {
  id: string;
  title: string;
  list: OverdueList;
  hrefOf: (itemId: string) => string;
}) {
  const { t } = useTranslation();
  const p = (key: string, options: Record<string, unknown> = {}) =>
    t(`projectOverview.overdue.${key}`, options);
  return (
    <Stack gap={4}>
      <Title order={4} size="h5" id={id}>
        {title} · {list.total}
      </Title>
      {list.total === 0 ? (
        <Text size="sm" c="gray.7">
          {p('none')}
        </Text>
      ) : (
        <Table striped fz="sm" aria-labelledby={id} data-testid={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{p('ref')}</Table.Th>
              <Table.Th scope="col">{p('name')}</Table.Th>
              <Table.Th scope="col">{p('endDate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.refNumber}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={hrefOf(item.id)} size="sm">
                    {item.name}
                  </Anchor>
                </Table.Td>
                {/* Overdue dates in the danger colour (spec §4). */}
                <Table.Td c="red.9">{formatDate(item.endDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {list.total > list.items.length && (
        <Text size="xs" c="gray.7">
          {p('more', { count: list.total - list.items.length })}
        </Text>
      )}
    </Stack>
  );
}

/** What is overdue: actions and impacts past their end date and not completed, latest end first. */
export function OverdueItems({
  target,
  insights,
}: {
  target: Target;
  insights: Pick<ProjectInsights, 'overdueActions' | 'overdueImpacts'>;
}) {
  const { t } = useTranslation();
  const { organisationId, projectId } = target;
  if (!insights.overdueActions && !insights.overdueImpacts) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="project-overdue">
      <Title order={3} size="h4" id="project-overdue" mb="sm">
        {t('projectOverview.overdue.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {insights.overdueActions && (
          <OverdueTable
            id="overdue-actions"
            title={t('projectOverview.overdue.actions')}
            list={insights.overdueActions}
            hrefOf={(id) => paths.changeAction.getHref(organisationId, projectId, id)}
          />
        )}
        {insights.overdueImpacts && (
          <OverdueTable
            id="overdue-impacts"
            title={t('projectOverview.overdue.impacts')}
            list={insights.overdueImpacts}
            hrefOf={(id) => paths.impactPages.detail.getHref(organisationId, projectId, id)}
          />
        )}
      </SimpleGrid>
    </Card>
  );
}
