import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ActionRef } from './get-action';

/** `DELETE /{actionId}/{fieldPath}?version=`: clears a deletable cell. */
export const clearActionField = ({
  fieldPath,
  version,
  ...ref
}: ActionRef & { fieldPath: string; version: number }): Promise<ApiResult<'clearActionField'>> =>
  apiCall('clearActionField', { params: { ...ref, fieldPath }, query: { version: String(version) } });

export const useClearActionField = () => useMutation({ mutationFn: clearActionField });
