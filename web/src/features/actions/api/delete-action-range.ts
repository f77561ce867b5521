import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

/** Soft-deletes several actions. */
export const deleteActionRange = ({
  actionIds,
  ...params
}: ProjectRef & { actionIds: string[] }): Promise<ApiResult<'deleteActionRange'>> =>
  apiCall('deleteActionRange', { params, body: { actionIds } });

export const useDeleteActionRange = () => useMutation({ mutationFn: deleteActionRange });
