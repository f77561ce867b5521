import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ProjectRef } from '../api/keys';
import { ActionChartNav } from './action-chart-nav';
import { useMayViewActionCharts } from './action-chart-states';
import {
  actionReportPages,
  BUSINESS_AREA_PAGE,
  isActionReportPageName,
  type ActionReportPageName,
} from './action-report-families';
import { ActionReportCharts } from './action-report-charts';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

function ActionReportFamilyPage({ project, page }: { project: ProjectRef; page: ActionReportPageName }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const family = actionReportPages[page];
  const mayView = useMayViewActionCharts(project);
  const progress = useQuery({ ...family.progress(project), enabled: mayView });
  const rag = useQuery({ ...family.rag(project), enabled: mayView });
  return (
    <Stack gap="lg">
      <Title order={1}>{t(family.phrases.title)}</Title>
      <ActionChartNav project={project} current={page} />
      <ActionReportCharts project={project} progress={progress} rag={rag} phrases={family.phrases} />
    </Stack>
  );
}

/** An unknown `{page}`: say so, and lead back to the overview. */
function ActionReportPageNotFound({ project, page }: { project: ProjectRef; page: string }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  return (
    <Stack gap="sm" data-testid="action-chart-not-found">
      <Title order={1}>{t('actionCharts.notFound.title')}</Title>
      <Text>{t('actionCharts.notFound.text', { page })}</Text>
      <Anchor
        component={Link}
        to={paths.actionsVisualisations.getHref(project.organisationId, project.projectId)}
      >
        {t('actionCharts.backToOverview')}
      </Anchor>
    </Stack>
  );
}

/**
 * `actions/visualisations/{page}`: one report family (`assigned-to`, `audience`). The business-area
 * family's page is the breakdown, with its filter: `business-area` leads there.
 */
export function ActionReportPage({ project, page }: { project: ProjectRef; page: string }) {
  if (page === BUSINESS_AREA_PAGE)
    return (
      <Navigate replace to={paths.actionsBreakdown.getHref(project.organisationId, project.projectId)} />
    );
  if (!isActionReportPageName(page)) return <ActionReportPageNotFound project={project} page={page} />;
  return <ActionReportFamilyPage key={page} project={project} page={page} />;
}
