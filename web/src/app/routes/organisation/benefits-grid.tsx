import { useParams } from 'react-router-dom';
import { benefitView } from '@/features/benefits/benefit-view';
import { EntityGrid } from '@/lib/entity-kit/entity-grid';

/** `grids/projects/{projectId}/benefits`: the full-width benefits grid (its chunk loads AG Grid). */
export default function BenefitsGridRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityGrid view={benefitView} organisationId={organisationId} projectId={projectId} />;
}
