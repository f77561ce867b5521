import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import { getProgrammeMilestonesQueryOptions } from './get-programme-milestones';

export type UpdateProgrammeMilestonesInput = {
  organisationId: string;
  programmeId: string;
  body: ApiCallOptions<'updateProgrammeMilestones'>['body'];
};

export const updateProgrammeMilestones = ({
  organisationId,
  programmeId,
  body,
}: UpdateProgrammeMilestonesInput): Promise<ApiResult<'updateProgrammeMilestones'>> =>
  apiCall('updateProgrammeMilestones', { params: { organisationId, programmeId }, body });

/** Replaces the whole milestone list (conditional on its version); the answer goes in the cache. */
export const useUpdateProgrammeMilestones = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgrammeMilestones,
    onSuccess: (list, { organisationId, programmeId }) =>
      queryClient.setQueryData(
        getProgrammeMilestonesQueryOptions(organisationId, programmeId).queryKey,
        list,
      ),
    onError: (_error, { organisationId, programmeId }) =>
      void queryClient.invalidateQueries({
        queryKey: getProgrammeMilestonesQueryOptions(organisationId, programmeId).queryKey,
      }),
  });
};
