import { useMemo } from 'react';
import { useProgrammes } from '@/features/programmes/api/list-programmes';

/** Every programme of the organisation (by name), for choosing a project's parent. */
export function useProgrammeOptions(organisationId: string, enabled = true) {
  const programmes = useProgrammes(organisationId, { page: 1, pageSize: 500, sorts: 'name' }, enabled);
  return useMemo(
    () => programmes.data?.items.map((programme) => ({ id: programme.id, name: programme.name })),
    [programmes.data],
  );
}
