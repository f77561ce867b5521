import { useParams } from 'react-router-dom';
import { TagsSettingsPage } from '@/features/settings/components/tags-settings-page';

/** The organisation settings: its tags (rename, merge, delete with usage). */
export default function OrganisationTagSettingsRoute() {
  const { organisationId = '' } = useParams();
  return <TagsSettingsPage organisationId={organisationId} />;
}
