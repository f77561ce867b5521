import { useParams } from 'react-router-dom';
import { ProgrammeDetailsSettings } from '@/features/programmes/components/programme-details-settings';

/** Programme settings index: name and description. */
export default function ProgrammeSettingsRoute() {
  const { organisationId = '', programmeId = '' } = useParams();
  return <ProgrammeDetailsSettings organisationId={organisationId} programmeId={programmeId} />;
}
