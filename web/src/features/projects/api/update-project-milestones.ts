import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { getProjectMilestonesQueryOptions } from './get-project-milestones';

export type UpdateProjectMilestonesInput = {
  organisationId: string;
  projectId: string;
  body: ApiCallOptions<'updateProjectMilestones'>['body'];
};

export const updateProjectMilestones = ({
  organisationId,
  projectId,
  body,
}: UpdateProjectMilestonesInput): Promise<ApiResult<'updateProjectMilestones'>> =>
  apiCall('updateProjectMilestones', { params: { organisationId, projectId }, body });

/** Replaces the whole list (conditional on its version); the answer goes in the cache. */
export const useUpdateProjectMilestones = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectMilestones,
    onSuccess: (list, { organisationId, projectId }) =>
      queryClient.setQueryData(getProjectMilestonesQueryOptions(organisationId, projectId).queryKey, list),
    onError: (_error, { organisationId, projectId }) =>
      void queryClient.invalidateQueries({
        queryKey: getProjectMilestonesQueryOptions(organisationId, projectId).queryKey,
      }),
  });
};
