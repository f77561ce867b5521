import { useParams } from 'react-router-dom';
import { AudienceVisualisations } from '@/features/stakeholders/audience-visualisations';

/** `change/projects/{projectId}/audiences/visualisations[/{section}]`. */
export default function AudienceVisualisationsRoute() {
  const { organisationId = '', projectId = '', section } = useParams();
  return <AudienceVisualisations organisationId={organisationId} projectId={projectId} section={section} />;
}
