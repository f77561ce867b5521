import { useParams, useSearchParams } from 'react-router-dom';
import { CreateProject } from '@/features/projects/components/create-project';
import { useProgrammeOptions } from './use-programme-options';

/** `create/project` (owners+); `?programmeId=` preselects the parent programme. */
export default function CreateProjectRoute() {
  const { organisationId = '' } = useParams();
  const [search] = useSearchParams();
  const programmes = useProgrammeOptions(organisationId);
  return (
    <CreateProject
      organisationId={organisationId}
      programmes={programmes}
      programmeId={search.get('programmeId') ?? undefined}
    />
  );
}
