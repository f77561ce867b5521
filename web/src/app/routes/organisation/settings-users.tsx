import { useParams } from 'react-router-dom';
import { UserSettingsPage } from '@/features/settings/components/user-settings-page';

/** The organisation settings: how people join (spec §2). */
export default function OrganisationUserSettingsRoute() {
  const { organisationId = '' } = useParams();
  return <UserSettingsPage organisationId={organisationId} />;
}
