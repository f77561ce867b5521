import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type CreateProgrammeInput = {
  organisationId: string;
  body: ApiCallOptions<'createProgramme'>['body'];
};

export const createProgramme = ({
  organisationId,
  body,
}: CreateProgrammeInput): Promise<ApiResult<'createProgramme'>> =>
  apiCall('createProgramme', { params: { organisationId }, body });

/** Creates a programme; the project picker (users/me/projects) and programme lists reload. */
export const useCreateProgramme = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgramme,
    onSuccess: (_programme, { organisationId }) => {
      void queryClient.invalidateQueries({ queryKey: ['programmes', organisationId] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'me', 'projects', organisationId] });
    },
  });
};
