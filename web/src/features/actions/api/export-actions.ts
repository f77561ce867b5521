import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

export type ExportActionsQuery = NonNullable<ApiCallOptions<'exportActions'>['query']>;

/** The actions (same sorts and filters) as .xlsx with the chosen columns. */
export const exportActions = ({
  query,
  ...params
}: ProjectRef & { query: ExportActionsQuery }): Promise<ApiResult<'exportActions'>> =>
  apiCall('exportActions', { params, query });

export const useExportActions = () => useMutation({ mutationFn: exportActions });
