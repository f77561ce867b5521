import { useParams } from 'react-router-dom';
import { OrganisationStakeholder } from '@/features/stakeholders/organisation-stakeholder';

/** `stakeholders/{stakeholderId}`: the projects one person of the organisation is in. */
export default function OrganisationStakeholderRoute() {
  const { organisationId = '', stakeholderId = '' } = useParams();
  return <OrganisationStakeholder organisationId={organisationId} stakeholderId={stakeholderId} />;
}
