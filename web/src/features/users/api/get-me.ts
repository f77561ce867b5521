import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type Me = ApiResult<'getMe'>;

export const getMe = ({ signal }: { signal?: AbortSignal } = {}): Promise<Me> => apiCall('getMe', { signal });

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: ({ signal }) => getMe({ signal }) });

export const useMe = (enabled = true) => useQuery({ ...getMeQueryOptions(), enabled });
