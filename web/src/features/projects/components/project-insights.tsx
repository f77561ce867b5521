import { Alert, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-project-overview';
import { encodeFilters } from '@tandem/shared/core/list-query';
import { overdueFilters } from '@tandem/shared/projects/overdue';
import { paths } from '@/config/paths';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { CountTile } from '@/ui/count-tile';
import { useProjectDashboard, useProjectInsights, type ProjectDashboard } from '../api/get-project-overview';
import { ProjectActionsChart, ProjectImpactsChart } from './project-insight-charts';
import { AudienceReadiness, OverdueItems, UpcomingMilestones } from './project-insight-lists';

type Target = { organisationId: string; projectId: string };

/** The count tiles (spec §2 count tile): a permission label for an area the user cannot view, a start link at 0. */
function InsightTiles({ target, figures }: { target: Target; figures: ProjectDashboard }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`projectOverview.tiles.${key}`);
  const permissions = usePermissions();
  const { organisationId, projectId } = target;
  const noAccess = { noAccessLabel: t('projectOverview.noAccess') };
  const startIf = (endpoint: Parameters<typeof canCall>[1], label: string, href: string) =>
    canCall(permissions, endpoint, target) ? { start: { label: p(label), href } } : {};
  const actionsGrid = paths.actionsGrid.getHref(organisationId, projectId);
  const impactsList = paths.impactPages.list.getHref(organisationId, projectId);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <CountTile
        label={p('impacts')}
        tooltip={p('impactsTip')}
        count={figures.impacts?.total}
        href={impactsList}
        testId="tile-project-impacts"
        {...(figures.impacts
          ? startIf(
              'createImpact',
              'startImpacts',
              paths.impactPages.create.getHref(organisationId, projectId),
            )
          : noAccess)}
      />
      <CountTile
        label={p('actions')}
        tooltip={p('actionsTip')}
        count={figures.actions?.total}
        href={actionsGrid}
        testId="tile-project-actions"
        {...(figures.actions
          ? startIf('createAction', 'startActions', paths.actions.getHref(organisationId, projectId))
          : noAccess)}
      />
      <CountTile
        label={p('overdueActions')}
        tooltip={p('overdueActionsTip')}
        count={figures.actions?.overdue}
        // The grid counts overdue by its own today (UTC), as the server does.
        href={`${actionsGrid}?overdue=1`}
        testId="tile-project-overdue-actions"
        {...(!figures.actions && noAccess)}
      />
      <CountTile
        label={p('overdueImpacts')}
        tooltip={p('overdueImpactsTip')}
        count={figures.impacts?.overdue}
        href={`${impactsList}?${new URLSearchParams({ filters: encodeFilters(overdueFilters(figures.today)), page: '1' })}`}
        testId="tile-project-overdue-impacts"
        {...(!figures.impacts && noAccess)}
      />
      <CountTile
        label={p('milestones')}
        tooltip={p('milestonesTip')}
        count={figures.milestones.upcoming}
        testId="tile-project-milestones"
        {...startIf(
          'updateProjectMilestones',
          'startMilestones',
          paths.projectMilestones.getHref(organisationId, projectId),
        )}
      />
      <CountTile
        label={p('audiences')}
        tooltip={p('audiencesTip')}
        count={figures.audiences?.withPulse}
        href={paths.readiness.getHref(organisationId, projectId)}
        testId="tile-project-audiences"
        {...(figures.audiences
          ? startIf(
              'createAudience',
              'startAudiences',
              paths.audiencePages.create.getHref(organisationId, projectId),
            )
          : noAccess)}
      />
    </SimpleGrid>
  );
}

/**
 * The project overview's insights (spec §7 `{id}/dashboard` and `{id}/insights`): count tiles, impacts
 * and actions pies that drill down to the filtered list or grid, upcoming milestones, audience readiness
 * and what is overdue. Areas the user may not view answer null and show the permission label.
 */
export function ProjectInsights({ organisationId, projectId }: Target) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const target = { organisationId, projectId };
  const dashboard = useProjectDashboard(organisationId, projectId);
  const insights = useProjectInsights(organisationId, projectId);
  const failed = dashboard.isError || insights.isError;
  return (
    <Stack gap="md" component="section" aria-labelledby="project-insights">
      <Title order={2} size="h3" id="project-insights">
        {t('projectOverview.title')}
      </Title>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('projectOverview.loadFailed')}
        </Alert>
      )}
      {!failed && (dashboard.isPending || insights.isPending) && <Skeleton height={320} />}
      {dashboard.data && insights.data && (
        <>
          <InsightTiles target={target} figures={dashboard.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {dashboard.data.impacts && (
              <ProjectImpactsChart target={target} impacts={dashboard.data.impacts} />
            )}
            {dashboard.data.actions && (
              <ProjectActionsChart target={target} actions={dashboard.data.actions} />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <UpcomingMilestones
              target={target}
              milestones={insights.data.upcomingMilestones}
              mayEdit={canCall(permissions, 'updateProjectMilestones', target)}
            />
            {insights.data.audienceReadiness && (
              <AudienceReadiness target={target} audiences={insights.data.audienceReadiness} />
            )}
          </SimpleGrid>
          <OverdueItems target={target} insights={insights.data} />
        </>
      )}
    </Stack>
  );
}
