import { Alert, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ragSlices } from './my-actions-model';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { PieSummary, PieSummarySkeleton } from '@/ui/charts/pie-summary';
import { CountTile } from '@/ui/count-tile';
import { useOrganisationActions, type OrganisationActions } from '../api/get-organisation-actions';
import { useOrganisationImpacts } from '../api/get-organisation-impacts';
import { useOrganisationStakeholderCount } from '../api/get-organisation-stakeholder-count';
import { OrganisationImpactsSummary } from './organisation-impacts-summary';

/**
 * The organisation dashboard's count tiles (spec §2 count tile: a permission label when the user
 * cannot view, a start link at 0) and its actions summary filterable by programme (`{id}/actions`).
 */
export function OrganisationOverview({
  organisationId,
  programmes,
  projects,
}: {
  organisationId: string;
  programmes: readonly { id: string; name: string }[];
  /** The projects the user can open (undefined while loading). */
  projects: readonly { id: string }[] | undefined;
}) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const [programmeId, setProgrammeId] = useState<string | null>(null);
  const all = useOrganisationActions(organisationId, null);
  const summary = useOrganisationActions(organisationId, programmeId);
  const target = { organisationId };
  // Projects the user can open but none whose actions they may view: the tile says so.
  const noActionAccess = (projects?.length ?? 0) > 0 && all.data?.projects.length === 0;
  const firstProject = all.data?.projects[0];
  const impacts = useOrganisationImpacts(organisationId, null);
  const noImpactAccess = (projects?.length ?? 0) > 0 && impacts.data?.projects.length === 0;
  const firstImpactProject = impacts.data?.projects[0];
  // The organisation's stakeholders are core data: readers may not list them (spec §6).
  const mayListStakeholders = canCall(permissions, 'listOrganisationStakeholders', target);
  const stakeholders = useOrganisationStakeholderCount(organisationId, mayListStakeholders);
  const stakeholdersPage = paths.coreDataKind.getHref(organisationId, 'stakeholders');

  return (
    <Stack gap="lg">
      <section aria-labelledby="organisation-counts">
        <Title order={2} size="h3" id="organisation-counts" mb="sm">
          {t('myDashboard.organisation.counts')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          <CountTile
            label={t('myDashboard.organisation.programmes')}
            count={programmes.length}
            testId="tile-programmes"
            {...(canCall(permissions, 'createProgramme', target) && {
              start: {
                label: t('myDashboard.organisation.startProgramme'),
                href: paths.createProgramme.getHref(organisationId),
              },
            })}
          />
          <CountTile
            label={t('myDashboard.organisation.projects')}
            count={projects?.length}
            testId="tile-projects"
            {...(canCall(permissions, 'createProject', target) && {
              start: {
                label: t('myDashboard.organisation.startProject'),
                href: paths.createProject.getHref(organisationId),
              },
            })}
          />
          <CountTile
            label={t('myDashboard.organisation.actions')}
            tooltip={t('myDashboard.organisation.actionsTip')}
            count={all.data?.total}
            testId="tile-actions"
            {...(noActionAccess && { noAccessLabel: t('myDashboard.organisation.noAccess') })}
            // Not a link: the count is organisation-wide and no organisation-wide list exists; one
            // project's list would show another set (issue 28). At 0 the start link opens a project.
            {...(firstProject && {
              start: {
                label: t('myDashboard.organisation.startActions'),
                href: paths.actions.getHref(organisationId, firstProject.projectId),
              },
            })}
          />
          <CountTile
            label={t('myDashboard.organisation.impacts')}
            tooltip={t('myDashboard.organisation.impactsTip')}
            count={impacts.data?.total}
            testId="tile-impacts"
            {...(noImpactAccess && { noAccessLabel: t('myDashboard.organisation.noAccess') })}
            {...(firstImpactProject && {
              start: {
                label: t('myDashboard.organisation.startImpacts'),
                href: paths.impactPages.create.getHref(organisationId, firstImpactProject.projectId),
              },
            })}
          />
          <CountTile
            label={t('myDashboard.organisation.stakeholders')}
            tooltip={t('myDashboard.organisation.stakeholdersTip')}
            count={stakeholders.data}
            testId="tile-stakeholders"
            {...(mayListStakeholders
              ? {
                  href: stakeholdersPage,
                  ...(canCall(permissions, 'createOrganisationStakeholder', target) && {
                    start: { label: t('myDashboard.organisation.startStakeholders'), href: stakeholdersPage },
                  }),
                }
              : { noAccessLabel: t('myDashboard.organisation.noAccess') })}
          />
        </SimpleGrid>
      </section>
      <Card withBorder padding="lg" component="section" aria-labelledby="organisation-actions">
        <Group justify="space-between" align="flex-end" mb="md">
          <Title order={2} size="h3" id="organisation-actions">
            {t('myDashboard.organisation.summaryTitle')}
          </Title>
          <NativeSelect
            label={t('myDashboard.organisation.programmeFilter')}
            value={programmeId ?? ''}
            onChange={(event) => setProgrammeId(event.currentTarget.value || null)}
            data={[
              { value: '', label: t('myDashboard.organisation.allProgrammes') },
              ...programmes.map((programme) => ({ value: programme.id, label: programme.name })),
            ]}
          />
        </Group>
        {summary.isPending && <PieSummarySkeleton />}
        {summary.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('errors.loadData')}
          </Alert>
        )}
        {summary.data && <ActionsSummary summary={summary.data} />}
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="organisation-impacts">
        <Title order={2} size="h3" id="organisation-impacts" mb="md">
          {t('myDashboard.organisation.impactsTitle')}
        </Title>
        <OrganisationImpactsSummary organisationId={organisationId} programmeId={programmeId} />
      </Card>
    </Stack>
  );
}

function ActionsSummary({ summary }: { summary: OrganisationActions }) {
  const { t } = useTranslation();
  const slices = useMemo(() => ragSlices(summary, t), [summary, t]);
  if (summary.total === 0) return <Text c="gray.7">{t('myDashboard.organisation.noActions')}</Text>;
  const withActions = summary.projects.filter((project) => project.total > 0);
  return (
    <PieSummary
      title={t('myDashboard.organisation.ragPie')}
      slices={slices}
      sliceHeader={t('myDashboard.actions.sliceHeaderRag')}
      valueHeader={t('myDashboard.actions.valueHeader')}
      testId="organisation-actions-pie"
      summary={
        <Text size="sm" c="gray.7" data-testid="organisation-actions-total">
          {t('myDashboard.organisation.total', { count: summary.total })} ·{' '}
          {t('myDashboard.actions.percentComplete', { percent: summary.percentComplete })}
        </Text>
      }
      breakdown={{
        label: t('myDashboard.organisation.summaryTitle'),
        rowHeader: t('myDashboard.organisation.projectHeader'),
        extraHeader: t('myDashboard.organisation.completeHeader'),
        rows: withActions.map((project) => ({
          id: project.projectId,
          label: project.projectName,
          slices: ragSlices(project, t),
          extra: `${project.percentComplete}%`,
        })),
      }}
    />
  );
}
