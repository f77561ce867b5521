import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

/** Adds organisation tags to actions. */
export const addActionTags = ({
  actionIds,
  tagIds,
  ...params
}: ProjectRef & { actionIds: string[]; tagIds: string[] }): Promise<ApiResult<'addActionTags'>> =>
  apiCall('addActionTags', { params, body: { actionIds, tagIds } });

export const useAddActionTags = () => useMutation({ mutationFn: addActionTags });
