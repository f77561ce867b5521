import { useParams } from 'react-router-dom';
import { audienceView } from '@/features/stakeholders/audience-view';
import { EntityGrid } from '@/lib/entity-kit/entity-grid';

/** `grids/projects/{projectId}/audiences`. */
export default function AudiencesGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityGrid view={audienceView} organisationId={organisationId} projectId={projectId} />;
}
