import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ActionChartsOverview } from '@/features/actions/components/action-charts-overview';
import { ActionChartsAccess } from '@/features/actions/components/action-chart-states';

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
