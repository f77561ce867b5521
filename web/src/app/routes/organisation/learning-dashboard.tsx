import { useParams } from 'react-router-dom';
import { LearningDashboard } from '@/features/training/learning-dashboard';

/** `projects/{projectId}/learning-dashboard` (spec §2). */
export default function LearningDashboardRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <LearningDashboard organisationId={organisationId} projectId={projectId} />;
}
