import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type CopyProjectInput = {
  organisationId: string;
  projectId: string;
  body: ApiCallOptions<'copyProject'>['body'];
};

export const copyProject = ({
  organisationId,
  projectId,
  body,
}: CopyProjectInput): Promise<ApiResult<'copyProject'>> =>
  apiCall('copyProject', { params: { organisationId, projectId }, body });

/** Copies a project with its settings lists; the project picker reloads. */
export const useCopyProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyProject,
    onSuccess: (_project, { organisationId }) => {
      void queryClient.invalidateQueries({ queryKey: ['programmes', organisationId] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me', 'projects', organisationId] });
    },
  });
};
