import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

export type ActionTag = ApiResult<'listActionTags'>[number];

export const listActionTags = ({
  signal,
  ...params
}: ProjectRef & { signal?: AbortSignal }): Promise<ApiResult<'listActionTags'>> =>
  apiCall('listActionTags', { params, signal });

export const listActionTagsQueryOptions = (project: ProjectRef) =>
  queryOptions({
    // `actionKeys.tags` written out: the bulk dialogs' chunk must not import the grid's (keys.test.ts).
    queryKey: ['organisations', project.organisationId, 'projects', project.projectId, 'actions', 'tags'],
    queryFn: ({ signal }) => listActionTags({ ...project, signal }),
  });

export const useActionTags = (project: ProjectRef, enabled = true) =>
  useQuery({ ...listActionTagsQueryOptions(project), enabled });
