import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

/** Copies actions (new ids and ref numbers). */
export const duplicateActions = ({
  actionIds,
  ...params
}: ProjectRef & { actionIds: string[] }): Promise<ApiResult<'duplicateActions'>> =>
  apiCall('duplicateActions', { params, body: { actionIds } });

export const useDuplicateActions = () => useMutation({ mutationFn: duplicateActions });
