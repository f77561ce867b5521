import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type MyOrganisations = ApiResult<'getMyOrganisations'>;
export type MyOrganisation = MyOrganisations[number];

export const getMyOrganisations = ({ signal }: { signal?: AbortSignal } = {}): Promise<MyOrganisations> =>
  apiCall('getMyOrganisations', { signal });

export const getMyOrganisationsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me', 'organisations'],
    queryFn: ({ signal }) => getMyOrganisations({ signal }),
  });

export const useMyOrganisations = (enabled = true) =>
  useQuery({ ...getMyOrganisationsQueryOptions(), enabled });
