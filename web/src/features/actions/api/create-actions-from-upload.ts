import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

export type CreateFromUploadBody = ApiCallOptions<'createActionsFromUpload'>['body'];
export type CreateFromUploadResult = ApiResult<'createActionsFromUpload'>;

/**
 * Creates and replaces actions from uploaded rows (at most `ACTION_UPLOAD_MAX` per list). The server
 * checks every row first: one bad row answers 400 with all row errors in `details.rows`, nothing written.
 */
export const createActionsFromUpload = ({
  body,
  ...params
}: ProjectRef & { body: CreateFromUploadBody }): Promise<CreateFromUploadResult> =>
  apiCall('createActionsFromUpload', { params, body });

export const useCreateActionsFromUpload = () => useMutation({ mutationFn: createActionsFromUpload });
