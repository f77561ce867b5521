import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type ExportOrganisationUsersQuery = NonNullable<ApiCallOptions<'exportOrganisationUsers'>['query']>;

export const exportOrganisationUsers = ({
  organisationId,
  query,
}: {
  organisationId: string;
  query: ExportOrganisationUsersQuery;
}): Promise<ApiResult<'exportOrganisationUsers'>> =>
  apiCall('exportOrganisationUsers', { params: { organisationId }, query });

/** The members as an .xlsx file with the chosen columns (and the list's current sorts and filters). */
export const useExportOrganisationUsers = () => useMutation({ mutationFn: exportOrganisationUsers });
