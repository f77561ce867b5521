import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ActionChartsAccess } from '@/features/actions/components/action-chart-states';
import { ActionReportPage } from '@/features/actions/components/action-report-page';
import { actionChartPhrases } from '@/lib/i18n/en-gb-action-charts';

/** This page's phrases, added when the route loads (its title is one of them). */
export const phrases = { actionCharts: actionChartPhrases };

/** `change/projects/{projectId}/actions/visualisations/{page}`: one report family's charts. */
export default function ActionVisualisationPageRoute() {
  const { organisationId = '', projectId = '', page = '' } = useParams();
  const project = useMemo(() => ({ organisationId, projectId }), [organisationId, projectId]);
  return (
    <ActionChartsAccess project={project}>
      <ActionReportPage project={project} page={page} />
    </ActionChartsAccess>
  );
}
