import { useParams } from 'react-router-dom';
import { AdminSettingsPage } from '@/features/settings/components/admin-settings-page';

/** The organisation settings: admin only details (spec §2). */
export default function OrganisationAdminSettingsRoute() {
  const { organisationId = '' } = useParams();
  return <AdminSettingsPage organisationId={organisationId} />;
}
