import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type OrganisationUserSettings = ApiResult<'getOrganisationUserSettings'>;

export const getOrganisationUserSettings = (
  organisationId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrganisationUserSettings> =>
  apiCall('getOrganisationUserSettings', { params: { organisationId }, signal });

export const getOrganisationUserSettingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'settings', 'users'],
    queryFn: ({ signal }) => getOrganisationUserSettings(organisationId, { signal }),
  });

export const useOrganisationUserSettings = (
  organisationId: string,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getOrganisationUserSettingsQueryOptions(organisationId), enabled });
