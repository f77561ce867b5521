import { useParams } from 'react-router-dom';
import { benefitView } from '@/features/benefits/benefit-view';
import { EntityCreate } from '@/lib/entity-kit/entity-edit';

/** `projects/{projectId}/benefits/new`. */
export default function BenefitCreateRoute() {
  const { organisationId = '', projectId = '' } = useParams();
  return <EntityCreate view={benefitView} organisationId={organisationId} projectId={projectId} />;
}
