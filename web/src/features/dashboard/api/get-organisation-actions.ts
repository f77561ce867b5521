import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The organisation dashboard's actions summary, optionally of one programme. */
export type OrganisationActions = ApiResult<'getOrganisationActions'>;

export const getOrganisationActionsQueryOptions = (organisationId: string, programmeId: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.organisationActions(organisationId, programmeId),
    queryFn: ({ signal }): Promise<OrganisationActions> =>
      apiCall('getOrganisationActions', {
        params: { organisationId },
        query: programmeId ? { programmeId } : {},
        signal,
      }),
  });

export const useOrganisationActions = (organisationId: string, programmeId: string | null) =>
  useQuery(getOrganisationActionsQueryOptions(organisationId, programmeId));
