import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type CreateProjectPermissionInput = {
  organisationId: string;
  projectId: string;
  body: ApiCallOptions<'createProjectPermission'>['body'];
};

export const createProjectPermission = ({
  organisationId,
  projectId,
  body,
}: CreateProjectPermissionInput): Promise<ApiResult<'createProjectPermission'>> =>
  apiCall('createProjectPermission', { params: { organisationId, projectId }, body });

/** Grants (or replaces) a member's rights on the project; the permissions list reloads. */
export const useCreateProjectPermission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectPermission,
    onSettled: (_result, _error, { organisationId, projectId }) =>
      queryClient.invalidateQueries({ queryKey: ['projects', organisationId, projectId, 'permissions'] }),
  });
};
