import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/**
 * How many stakeholders the organisation has: the core data list's total (one Query of the kind,
 * data-model pattern 28) read at page size 1. Only asked when the user may list them.
 */
export const useOrganisationStakeholderCount = (organisationId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...dashboardKeys.all(organisationId), 'organisation-stakeholders', 'count'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiCall('listOrganisationStakeholders', {
          params: { organisationId },
          query: { page: 1, pageSize: 1 },
          signal,
        })
      ).totalItems,
    enabled,
  });
