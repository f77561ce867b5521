import { useParams } from 'react-router-dom';
import { ProcessesReport } from '@/features/processes/processes-report';

/** `projects/{projectId}/processes-reports` (spec §2). */
export default function ProcessesReportRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ProcessesReport organisationId={organisationId} projectId={projectId} />;
}
