import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type MyProfile = ApiResult<'getMyProfile'>;

export const getMyProfile = ({ signal }: { signal?: AbortSignal } = {}): Promise<MyProfile> =>
  apiCall('getMyProfile', { signal });

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me', 'settings'], queryFn: ({ signal }) => getMyProfile({ signal }) });

export const useMyProfile = () => useQuery(getMyProfileQueryOptions());
