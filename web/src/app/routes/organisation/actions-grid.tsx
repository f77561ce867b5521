import { useParams } from 'react-router-dom';
import { ActionsGrid } from '@/features/actions/components/actions-grid';

/**
 * `grids/projects/{projectId}/actions`: the full-width actions grid. This route's chunk is the only
 * one that loads AG Grid.
 */
export default function ActionsGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <ActionsGrid organisationId={organisationId} projectId={projectId} />;
}
