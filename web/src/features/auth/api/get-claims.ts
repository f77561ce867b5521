import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type Claims = ApiResult<'getClaims'>;

/** Raised when the claims stay empty after the one retry (spec §8). */
export class EmptyClaimsError extends Error {
  override readonly name = 'EmptyClaimsError';
}

/**
 * The caller's claims in one organisation. An empty answer is retried once (spec §8: claim loading
 * is retried once when the result is empty); still empty, it is an error shown in place of the app.
 */
export async function getClaims({
  organisationId,
  signal,
}: {
  organisationId: string;
  signal?: AbortSignal;
}): Promise<Claims> {
  const first = await apiCall('getClaims', { params: { organisationId }, signal });
  if (Object.keys(first).length > 0) return first;
  const second = await apiCall('getClaims', { params: { organisationId }, signal });
  if (Object.keys(second).length > 0) return second;
  throw new EmptyClaimsError('No access rights were returned for this organisation.');
}

export const getClaimsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['auth', 'claims', organisationId],
    queryFn: ({ signal }) => getClaims({ organisationId, signal }),
    // A 404 (not a member) or an empty answer is final; the fetcher already retried once.
    retry: false,
  });

type UseClaimsOptions = {
  organisationId: string;
  queryConfig?: QueryConfig<typeof getClaimsQueryOptions>;
};

export const useClaims = ({ organisationId, queryConfig }: UseClaimsOptions) =>
  useQuery({ ...getClaimsQueryOptions(organisationId), ...queryConfig });
