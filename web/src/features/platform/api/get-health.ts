import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type Health = ApiResult<'health'>;

export const getHealth = ({ signal }: { signal?: AbortSignal } = {}): Promise<Health> =>
  apiCall('health', { signal });

export const getHealthQueryOptions = () =>
  queryOptions({
    queryKey: ['platform', 'health'],
    queryFn: ({ signal }) => getHealth({ signal }),
  });

type UseHealthOptions = {
  queryConfig?: QueryConfig<typeof getHealthQueryOptions>;
};

export const useHealth = ({ queryConfig }: UseHealthOptions = {}) =>
  useQuery({
    ...getHealthQueryOptions(),
    ...queryConfig,
  });
