import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { getProjectPhasesQueryOptions } from './get-project-phases';

export type UpdateProjectPhasesInput = {
  organisationId: string;
  projectId: string;
  body: ApiCallOptions<'updateProjectPhases'>['body'];
};

export const updateProjectPhases = ({
  organisationId,
  projectId,
  body,
}: UpdateProjectPhasesInput): Promise<ApiResult<'updateProjectPhases'>> =>
  apiCall('updateProjectPhases', { params: { organisationId, projectId }, body });

/** Replaces the whole list (conditional on its version); the answer goes in the cache. */
export const useUpdateProjectPhases = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectPhases,
    onSuccess: (list, { organisationId, projectId }) =>
      queryClient.setQueryData(getProjectPhasesQueryOptions(organisationId, projectId).queryKey, list),
    onError: (_error, { organisationId, projectId }) =>
      void queryClient.invalidateQueries({
        queryKey: getProjectPhasesQueryOptions(organisationId, projectId).queryKey,
      }),
  });
};
