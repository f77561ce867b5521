import { useParams } from 'react-router-dom';
import { benefitView } from '@/features/benefits/benefit-view';
import { EntityList } from '@/lib/entity-kit/entity-list';

/** Project settings › benefits: the same benefits as the change area's list (one entity, spec §3). */
export default function ProjectBenefitsRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityList view={benefitView} organisationId={organisationId} projectId={projectId} />;
}
