import { useParams } from 'react-router-dom';
import { benefitView } from '@/features/benefits/benefit-view';
import { EntityList } from '@/lib/entity-kit/entity-list';

/** `change/projects/{projectId}/benefits` and `.../benefits/{benefitId}` (side panel open). */
export default function BenefitsListRoute() {
  const { organisationId = '', projectId = '', benefitId } = useParams();
  return (
    <EntityList view={benefitView} organisationId={organisationId} projectId={projectId} id={benefitId} />
  );
}
