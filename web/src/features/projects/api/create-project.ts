import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type CreateProjectInput = {
  organisationId: string;
  body: ApiCallOptions<'createProject'>['body'];
};

export const createProject = ({
  organisationId,
  body,
}: CreateProjectInput): Promise<ApiResult<'createProject'>> =>
  apiCall('createProject', { params: { organisationId }, body });

/** Creates a project; the project picker and the parent programme reload. */
export const useCreateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (_project, { organisationId }) => {
      void queryClient.invalidateQueries({ queryKey: ['programmes', organisationId] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me', 'projects', organisationId] });
    },
  });
};
