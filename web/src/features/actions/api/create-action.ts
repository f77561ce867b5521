import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type CreateActionBody = ApiCallOptions<'createAction'>['body'];

/** `POST /actions`: one new action; the server gives it the project's next reference number. */
export const createAction = ({
  organisationId,
  projectId,
  body,
}: {
  organisationId: string;
  projectId: string;
  body: CreateActionBody;
}): Promise<ApiResult<'createAction'>> =>
  apiCall('createAction', { params: { organisationId, projectId }, body });
