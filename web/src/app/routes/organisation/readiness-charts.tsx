import { useParams } from 'react-router-dom';
import { ReadinessCharts } from '@/features/stakeholders/readiness-charts';

/** `change/projects/{projectId}/audiences/readiness-charts`. */
export default function ReadinessChartsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ReadinessCharts organisationId={organisationId} projectId={projectId} />;
}
