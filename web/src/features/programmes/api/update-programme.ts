import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type UpdateProgrammeInput = {
  organisationId: string;
  programmeId: string;
  body: ApiCallOptions<'updateProgramme'>['body'];
};

export const updateProgramme = ({
  organisationId,
  programmeId,
  body,
}: UpdateProgrammeInput): Promise<ApiResult<'updateProgramme'>> =>
  apiCall('updateProgramme', { params: { organisationId, programmeId }, body });

/** Saves a programme's name and description (with the version seen); the programme reloads. */
export const useUpdateProgramme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgramme,
    onSettled: (_result, _error, { organisationId, programmeId }) => {
      void queryClient.invalidateQueries({ queryKey: ['programmes', organisationId, programmeId] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me', 'projects', organisationId] });
    },
  });
};
