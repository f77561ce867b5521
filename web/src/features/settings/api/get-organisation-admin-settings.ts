import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type OrganisationAdminSettings = ApiResult<'getOrganisationAdminSettings'>;

export const getOrganisationAdminSettings = (
  organisationId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrganisationAdminSettings> =>
  apiCall('getOrganisationAdminSettings', { params: { organisationId }, signal });

export const getOrganisationAdminSettingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'settings', 'admin'],
    queryFn: ({ signal }) => getOrganisationAdminSettings(organisationId, { signal }),
  });

export const useOrganisationAdminSettings = (
  organisationId: string,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getOrganisationAdminSettingsQueryOptions(organisationId), enabled });
