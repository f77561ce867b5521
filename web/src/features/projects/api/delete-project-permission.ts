import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type DeleteProjectPermissionInput = { organisationId: string; projectId: string; userId: string };

export const deleteProjectPermission = (
  params: DeleteProjectPermissionInput,
): Promise<ApiResult<'deleteProjectPermission'>> => apiCall('deleteProjectPermission', { params });

/** Removes a member's explicit rights on the project; the permissions list reloads. */
export const useDeleteProjectPermission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectPermission,
    onSettled: (_result, _error, { organisationId, projectId }) =>
      queryClient.invalidateQueries({ queryKey: ['projects', organisationId, projectId, 'permissions'] }),
  });
};
