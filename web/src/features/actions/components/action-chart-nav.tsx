import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ProjectRef } from '../api/keys';
import {
  actionReportPageNames,
  actionReportPages,
  businessAreaFamilyPhrases,
} from './action-report-families';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

/** Which chart page is open: the overview, the breakdown, or one `{page}`. */
export type ActionChartPage = 'overview' | 'breakdown' | (typeof actionReportPageNames)[number];

/** Links between the action chart pages; the open one is marked as the current page. */
export function ActionChartNav({ project, current }: { project: ProjectRef; current: ActionChartPage }) {
  const { t } = usePhrases('actionCharts', actionChartPhrases);
  const { organisationId, projectId } = project;
  const links: { page: ActionChartPage; href: string; label: string }[] = [
    {
      page: 'overview',
      href: paths.actionsVisualisations.getHref(organisationId, projectId),
      label: t('actionCharts.overview'),
    },
    {
      page: 'breakdown',
      href: paths.actionsBreakdown.getHref(organisationId, projectId),
      label: t(businessAreaFamilyPhrases.link),
    },
    ...actionReportPageNames.map((page) => ({
      page,
      href: paths.actionsVisualisationPage.getHref(organisationId, projectId, page),
      label: t(actionReportPages[page].phrases.link),
    })),
  ];
  return (
    <Group component="nav" aria-label={t('actionCharts.navigation')} gap="xs" data-testid="action-chart-nav">
      {links.map((link) => (
        <Button
          key={link.page}
          component={Link}
          to={link.href}
          size="xs"
          variant={link.page === current ? 'filled' : 'light'}
          aria-current={link.page === current ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
