import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

/** Marks actions reviewed with a comment (next review due in six weeks). */
export const reviewActionRange = ({
  actionIds,
  comment,
  ...params
}: ProjectRef & { actionIds: string[]; comment: string }): Promise<ApiResult<'reviewActionRange'>> =>
  apiCall('reviewActionRange', { params, body: { actionIds, comment } });

export const useReviewActionRange = () => useMutation({ mutationFn: reviewActionRange });
