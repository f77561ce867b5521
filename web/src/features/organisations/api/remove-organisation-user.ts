import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type RemoveOrganisationUserInput = { organisationId: string; userId: string };

export const removeOrganisationUser = (
  params: RemoveOrganisationUserInput,
): Promise<ApiResult<'removeOrganisationUser'>> => apiCall('removeOrganisationUser', { params });

/** Removes a member from the organisation; the members list reloads. */
export const useRemoveOrganisationUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOrganisationUser,
    onSettled: (_result, _error, { organisationId }) =>
      queryClient.invalidateQueries({ queryKey: ['organisations', organisationId, 'users'] }),
  });
};
