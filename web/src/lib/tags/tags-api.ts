import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAG_SEARCH_MIN } from '@tandem/shared/tags/limits';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type Tag = ApiResult<'getTag'>;
export type TagUsage = ApiResult<'getTagUsageCount'>;

/** Everything about an organisation's tags sits under one key, so a write reloads it all. */
export const tagKeys = {
  all: (organisationId: string) => ['organisations', organisationId, 'tags'] as const,
  search: (organisationId: string, text: string) => [...tagKeys.all(organisationId), 'search', text] as const,
  usage: (organisationId: string, tagId: string) => [...tagKeys.all(organisationId), 'usage', tagId] as const,
};

export const useTags = (organisationId: string, enabled = true) =>
  useQuery({
    queryKey: [...tagKeys.all(organisationId), 'list'],
    queryFn: ({ signal }) => apiCall('listTags', { params: { organisationId }, signal }),
    enabled,
  });

/** Suggestions once the minimum is typed (spec §4: autocomplete after a minimum character count). */
export const useTagSearch = (organisationId: string, text: string) =>
  useQuery({
    queryKey: tagKeys.search(organisationId, text.trim().toLowerCase()),
    queryFn: ({ signal }) => apiCall('searchTags', { params: { organisationId, text: text.trim() }, signal }),
    enabled: text.trim().length >= TAG_SEARCH_MIN,
    staleTime: 10_000,
  });

export const tagUsageQueryOptions = (organisationId: string, tagId: string) =>
  queryOptions({
    queryKey: tagKeys.usage(organisationId, tagId),
    queryFn: ({ signal }) => apiCall('getTagUsageCount', { params: { organisationId, tagId }, signal }),
  });

export const createTag = (organisationId: string, text: string) =>
  apiCall('createTag', { params: { organisationId }, body: { text } });
export const renameTag = (organisationId: string, tagId: string, text: string) =>
  apiCall('renameTag', { params: { organisationId, tagId }, body: { text } });
export const mergeTag = (organisationId: string, tagId: string, intoTagId: string) =>
  apiCall('mergeTag', { params: { organisationId, tagId }, body: { intoTagId } });
export const deleteTag = (organisationId: string, tagId: string) =>
  apiCall('deleteTag', { params: { organisationId, tagId } });
