import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type UpdateOrganisationUserPermissionsInput = {
  organisationId: string;
  userId: string;
  body: ApiCallOptions<'updateOrganisationUserPermissions'>['body'];
};

export const updateOrganisationUserPermissions = ({
  organisationId,
  userId,
  body,
}: UpdateOrganisationUserPermissionsInput): Promise<ApiResult<'updateOrganisationUserPermissions'>> =>
  apiCall('updateOrganisationUserPermissions', { params: { organisationId, userId }, body });

/** Changes a member's organisation scope (with the version seen); the members list reloads. */
export const useUpdateOrganisationUserPermissions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationUserPermissions,
    onSettled: (_result, _error, { organisationId }) =>
      queryClient.invalidateQueries({ queryKey: ['organisations', organisationId, 'users'] }),
  });
};
