import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type LicenceAgreement = ApiResult<'getLatestLicence'>;

export const getLatestLicence = ({ signal }: { signal?: AbortSignal } = {}): Promise<LicenceAgreement> =>
  apiCall('getLatestLicence', { signal });

export const getLatestLicenceQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'licence', 'latest'],
    queryFn: ({ signal }) => getLatestLicence({ signal }),
  });

export const useLatestLicence = () => useQuery(getLatestLicenceQueryOptions());
