import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { getProjectBenefitsQueryOptions } from './get-project-benefits';

export type UpdateProjectBenefitsInput = {
  organisationId: string;
  projectId: string;
  body: ApiCallOptions<'updateProjectBenefits'>['body'];
};

export const updateProjectBenefits = ({
  organisationId,
  projectId,
  body,
}: UpdateProjectBenefitsInput): Promise<ApiResult<'updateProjectBenefits'>> =>
  apiCall('updateProjectBenefits', { params: { organisationId, projectId }, body });

/** Replaces the whole list (conditional on its version); the answer goes in the cache. */
export const useUpdateProjectBenefits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectBenefits,
    onSuccess: (list, { organisationId, projectId }) =>
      queryClient.setQueryData(getProjectBenefitsQueryOptions(organisationId, projectId).queryKey, list),
    onError: (_error, { organisationId, projectId }) =>
      void queryClient.invalidateQueries({
        queryKey: getProjectBenefitsQueryOptions(organisationId, projectId).queryKey,
      }),
  });
};
