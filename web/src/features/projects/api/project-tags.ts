import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** A project's own tags (spec §3 tag associations `projectTags`). */
export const projectTagsQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'tags'],
    queryFn: ({ signal }) => apiCall('listProjectTags', { params: { organisationId, projectId }, signal }),
  });

export const addProjectTag = (organisationId: string, projectId: string, tagId: string) =>
  apiCall('addProjectTag', { params: { organisationId, projectId }, body: { tagId } });

export const removeProjectTag = (organisationId: string, projectId: string, tagId: string) =>
  apiCall('removeProjectTag', { params: { organisationId, projectId, tagId } });
