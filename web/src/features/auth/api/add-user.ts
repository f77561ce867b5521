import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type AddedUser = ApiResult<'addUser'>;

/** Creates the product's user record on first sign-in (idempotent on the server). */
export const addUser = ({ signal }: { signal?: AbortSignal } = {}): Promise<AddedUser> =>
  apiCall('addUser', { signal });

/** Called once per signed-in identity: the result never goes stale in this page's life. */
export const addUserQueryOptions = (subject: string) =>
  queryOptions({
    queryKey: ['auth', 'add-user', subject],
    queryFn: ({ signal }) => addUser({ signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useAddUser = (subject: string) => useQuery(addUserQueryOptions(subject));
