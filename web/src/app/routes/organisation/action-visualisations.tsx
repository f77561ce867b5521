import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ActionChartsOverview } from '@/features/actions/components/action-charts-overview';
import { ActionChartsAccess } from '@/features/actions/components/action-chart-states';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

/** This page's phrases, added when the route loads (its title is one of them). */
export const phrases = { actionCharts: actionChartPhrases };

/** `change/projects/{projectId}/actions/visualisations`: the overview of the project's actions. */
export default function ActionVisualisationsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  return (
    <ActionChartsAccess project={project}>
      <ActionChartsOverview project={project} />
    </ActionChartsAccess>
  );
}
