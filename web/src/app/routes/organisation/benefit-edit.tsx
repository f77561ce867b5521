import { useParams } from 'react-router-dom';
import { benefitView } from '@/features/benefits/benefit-view';
import { EntityEdit } from '@/lib/entity-kit/entity-edit';

/** `projects/{projectId}/benefits/{benefitId}/edit`. */
export default function BenefitEditRoute() {
  const { organisationId = '', projectId = '', benefitId = '' } = useParams();
  return (
    <EntityEdit key={benefitId} view={benefitView} entityRef={{ organisationId, projectId, id: benefitId }} />
  );
}
