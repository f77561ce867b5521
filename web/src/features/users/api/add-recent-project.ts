import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { getRecentProjectsQueryOptions } from './get-recent-projects';

export type AddRecentProjectInput = { organisationId: string; projectId: string };

export const addRecentProject = (body: AddRecentProjectInput): Promise<ApiResult<'addRecentProject'>> =>
  apiCall('addRecentProject', { body });

/** Records that a project was opened; the answer is the new recent list, put straight in the cache. */
export const useAddRecentProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecentProject,
    onSuccess: (recent, { organisationId }) =>
      queryClient.setQueryData(getRecentProjectsQueryOptions(organisationId).queryKey, recent),
  });
};
