import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ActionRef } from './get-action';
import { actionKeys } from './keys';

/** `POST /{actionId}/comments`: adds a comment (action edit rights). */
export const addActionComment = ({
  comment,
  ...params
}: ActionRef & { comment: string }): Promise<ApiResult<'addActionComment'>> =>
  apiCall('addActionComment', { params, body: { comment } });

/** Adds a comment, then reloads the action (its note count) with its comments. */
export const useAddActionComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addActionComment,
    onSuccess: (_comment, ref) =>
      queryClient.invalidateQueries({
        queryKey: actionKeys.one(ref.organisationId, ref.projectId, ref.actionId),
      }),
  });
};
