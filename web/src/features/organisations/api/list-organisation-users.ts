import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type OrganisationUsersPage = ApiResult<'listOrganisationUsers'>;
export type OrganisationMember = OrganisationUsersPage['items'][number];
export type OrganisationUsersQuery = NonNullable<ApiCallOptions<'listOrganisationUsers'>['query']>;

export const listOrganisationUsers = ({
  organisationId,
  query,
  signal,
}: {
  organisationId: string;
  query: OrganisationUsersQuery;
  signal?: AbortSignal;
}): Promise<OrganisationUsersPage> =>
  apiCall('listOrganisationUsers', { params: { organisationId }, query, signal });

export const listOrganisationUsersQueryOptions = (organisationId: string, query: OrganisationUsersQuery) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'users', query],
    queryFn: ({ signal }) => listOrganisationUsers({ organisationId, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrganisationUsers = (organisationId: string, query: OrganisationUsersQuery, enabled = true) =>
  useQuery({ ...listOrganisationUsersQueryOptions(organisationId, query), enabled });
