import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The organisation dashboard's impacts summary, optionally of one programme. */
export type OrganisationImpacts = ApiResult<'getOrganisationImpacts'>;

export const getOrganisationImpactsQueryOptions = (organisationId: string, programmeId: string | null) =>
  queryOptions({
    queryKey: [...dashboardKeys.all(organisationId), 'organisation-impacts', programmeId] as const,
    queryFn: ({ signal }): Promise<OrganisationImpacts> =>
      apiCall('getOrganisationImpacts', {
        params: { organisationId },
        query: programmeId ? { programmeId } : {},
        signal,
      }),
  });

export const useOrganisationImpacts = (organisationId: string, programmeId: string | null) =>
  useQuery(getOrganisationImpactsQueryOptions(organisationId, programmeId));
