import { useParams } from 'react-router-dom';
import { OrganisationMembers } from '@/features/organisations/components/organisation-members';

/** `users`: the organisation's people (owners+). */
export default function PeopleRoute() {
  const { organisationId = '' } = useParams();
  return <OrganisationMembers organisationId={organisationId} />;
}
