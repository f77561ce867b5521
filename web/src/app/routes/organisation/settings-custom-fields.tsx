import { useParams } from 'react-router-dom';
import { CustomFieldsSettingsPage } from '@/features/settings/components/custom-fields-settings-page';

/** The organisation settings: its custom fields (name, type, kinds of item). */
export default function OrganisationCustomFieldSettingsRoute() {
  const { organisationId = '' } = useParams();
  return <CustomFieldsSettingsPage organisationId={organisationId} />;
}
