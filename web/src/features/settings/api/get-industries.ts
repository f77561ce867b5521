import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type Industries = ApiResult<'listIndustries'>;

export const getIndustries = ({ signal }: { signal?: AbortSignal } = {}): Promise<Industries> =>
  apiCall('listIndustries', { signal });

export const getIndustriesQueryOptions = () =>
  queryOptions({
    queryKey: ['core-data', 'industries'],
    queryFn: ({ signal }) => getIndustries({ signal }),
    staleTime: Infinity,
  });

export const useIndustries = () => useQuery(getIndustriesQueryOptions());
