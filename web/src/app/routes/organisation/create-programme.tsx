import { useParams } from 'react-router-dom';
import { CreateProgramme } from '@/features/programmes/components/create-programme';

/** `create/programme` (owners+). */
export default function CreateProgrammeRoute() {
  const { organisationId = '' } = useParams();
  return <CreateProgramme organisationId={organisationId} />;
}
