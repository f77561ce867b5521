import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { getProjectQueryOptions } from './get-project';

export type UpdateProjectInput = {
  organisationId: string;
  projectId: string;
  body: ApiCallOptions<'updateProject'>['body'];
};

export const updateProject = ({
  organisationId,
  projectId,
  body,
}: UpdateProjectInput): Promise<ApiResult<'updateProject'>> =>
  apiCall('updateProject', { params: { organisationId, projectId }, body });

/** Saves a project (with the version seen); the project, its programme and the picker reload. */
export const useUpdateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project, { organisationId, projectId }) =>
      queryClient.setQueryData(getProjectQueryOptions(organisationId, projectId).queryKey, project),
    onSettled: (_result, error, { organisationId, projectId }) => {
      if (error) void queryClient.invalidateQueries({ queryKey: ['projects', organisationId, projectId] });
      void queryClient.invalidateQueries({ queryKey: ['programmes', organisationId] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me', 'projects', organisationId] });
    },
  });
};
