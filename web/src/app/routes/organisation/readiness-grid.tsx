import { useParams } from 'react-router-dom';
import { pulseView } from '@/features/stakeholders/pulse-view';
import { EntityGrid } from '@/lib/entity-kit/entity-grid';

/** `grids/projects/{projectId}/readiness-tracking`: one row a pulse, its readiness measures edited in place. */
export default function ReadinessGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityGrid view={pulseView} organisationId={organisationId} projectId={projectId} />;
}
