import { useParams } from 'react-router-dom';
import { benefitView } from '@/features/benefits/benefit-view';
import { EntityDetail } from '@/lib/entity-kit/entity-detail';

/** `projects/{projectId}/benefits/{benefitId}`: one benefit with its comments and history. */
export default function BenefitDetailRoute() {
  const { organisationId = '', projectId = '', benefitId = '' } = useParams();
  return (
    <EntityDetail
      key={benefitId}
      view={benefitView}
      entityRef={{ organisationId, projectId, id: benefitId }}
    />
  );
}
