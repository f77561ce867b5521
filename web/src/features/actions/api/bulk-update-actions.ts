import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

export type BulkUpdateBody = ApiCallOptions<'bulkUpdateActions'>['body'];

/** Sets the same values on several actions. */
export const bulkUpdateActions = ({
  body,
  ...params
}: ProjectRef & { body: BulkUpdateBody }): Promise<ApiResult<'bulkUpdateActions'>> =>
  apiCall('bulkUpdateActions', { params, body });

export const useBulkUpdateActions = () => useMutation({ mutationFn: bulkUpdateActions });
