import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type OrganisationSettings = ApiResult<'getOrganisationSettings'>;

export const getOrganisationSettings = (
  organisationId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrganisationSettings> =>
  apiCall('getOrganisationSettings', { params: { organisationId }, signal });

export const getOrganisationSettingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'settings', 'flags'],
    queryFn: ({ signal }) => getOrganisationSettings(organisationId, { signal }),
  });

export const useOrganisationSettings = (
  organisationId: string,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getOrganisationSettingsQueryOptions(organisationId), enabled });
