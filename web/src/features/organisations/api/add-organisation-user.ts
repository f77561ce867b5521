import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type AddOrganisationUserInput = {
  organisationId: string;
  body: ApiCallOptions<'addOrganisationUser'>['body'];
};

export const addOrganisationUser = ({
  organisationId,
  body,
}: AddOrganisationUserInput): Promise<ApiResult<'addOrganisationUser'>> =>
  apiCall('addOrganisationUser', { params: { organisationId }, body });

/** Adds a person by email with a scope; the members list reloads. */
export const useAddOrganisationUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrganisationUser,
    onSettled: (_result, _error, { organisationId }) =>
      queryClient.invalidateQueries({ queryKey: ['organisations', organisationId, 'users'] }),
  });
};
