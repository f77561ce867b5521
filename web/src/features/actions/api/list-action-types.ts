import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ActionType = ApiResult<'listActionTypes'>['items'][number];

/** The organisation's action types, by name (core data; a few dozen at most). */
export const listActionTypes = ({
  organisationId,
  signal,
}: {
  organisationId: string;
  signal?: AbortSignal;
}): Promise<ActionType[]> =>
  apiCall('listActionTypes', {
    params: { organisationId },
    query: { page: 1, pageSize: 100, sorts: 'name' },
    signal,
  }).then((page) => page.items);

export const listActionTypesQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'core-data', 'actionType', 'all'],
    queryFn: ({ signal }) => listActionTypes({ organisationId, signal }),
    staleTime: 60_000,
  });

export const useActionTypes = (organisationId: string, enabled = true) =>
  useQuery({ ...listActionTypesQueryOptions(organisationId), enabled });
