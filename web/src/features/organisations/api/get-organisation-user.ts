import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type OrganisationUser = ApiResult<'getOrganisationUser'>;

export const getOrganisationUser = ({
  organisationId,
  userId,
  signal,
}: {
  organisationId: string;
  userId: string;
  signal?: AbortSignal;
}): Promise<OrganisationUser> =>
  apiCall('getOrganisationUser', { params: { organisationId, userId }, signal });

// Under the members list's key, so a member change that reloads the list reloads this one too.
export const getOrganisationUserQueryOptions = (organisationId: string, userId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'users', 'one', userId],
    queryFn: ({ signal }) => getOrganisationUser({ organisationId, userId, signal }),
    // A 404 (not a member) is an answer, not a glitch: no retries.
    retry: false,
  });

export const useOrganisationUser = (organisationId: string, userId: string, enabled = true) =>
  useQuery({ ...getOrganisationUserQueryOptions(organisationId, userId), enabled });
