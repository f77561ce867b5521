import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ActionChartBreakdown } from '@/features/actions/components/action-chart-breakdown';
import { ActionChartsAccess } from '@/features/actions/components/action-chart-states';

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
