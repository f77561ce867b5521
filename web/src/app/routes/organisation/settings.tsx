import { useParams } from 'react-router-dom';
import { FeatureSettingsPage } from '@/features/settings/components/feature-settings-page';

/** The organisation settings: feature flags (spec §2). */
export default function OrganisationSettingsRoute() {
  const { organisationId = '' } = useParams();
  return <FeatureSettingsPage organisationId={organisationId} />;
}
