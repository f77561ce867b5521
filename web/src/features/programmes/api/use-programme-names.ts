import { bootProgrammesQuery } from '@tandem/shared/users/boot-programmes-query';
import { useMemo } from 'react';
import { usePermissions } from '@/lib/permissions-store';
import { canCall } from '@/lib/endpoint-permissions';
import { useProgrammes } from './list-programmes';

export type ProgrammeName = { id: string; name: string };

const none: ProgrammeName[] = [];

/**
 * Every programme of the organisation by name, also those without projects yet (the user's projects
 * alone cannot name them). Empty while loading, or for a user who may not list programmes.
 */
export function useProgrammeNames(organisationId: string, enabled = true): ProgrammeName[] {
  const permissions = usePermissions();
  const allowed =
    enabled && organisationId !== '' && canCall(permissions, 'listProgrammes', { organisationId });
  const programmes = useProgrammes(organisationId, bootProgrammesQuery, allowed);
  return useMemo(
    () => programmes.data?.items.map(({ id, name }) => ({ id, name })) ?? none,
    [programmes.data],
  );
}
