import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ActionChartBreakdown } from '@/features/actions/components/action-chart-breakdown';
import { ActionChartsAccess } from '@/features/actions/components/action-chart-states';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

/** This page's phrases, added when the route loads (its title is one of them). */
export const phrases = { actionCharts: actionChartPhrases };

/** `change/projects/{projectId}/actions/visualisations/breakdown`: actions per business area. */
export default function ActionBreakdownRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  return (
    <ActionChartsAccess project={project}>
      <ActionChartBreakdown project={project} />
    </ActionChartsAccess>
  );
}
