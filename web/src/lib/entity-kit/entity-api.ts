import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { EntityComment } from '@tandem/shared/entity-kit/schemas';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import type { Paged } from '@tandem/shared/lists/paged';
import { apiCall, type ApiResult, type DownloadedFile } from '@/lib/api-client';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';
import type { HistoryEntry } from '@/ui/history-list';
import { callEntityEndpoint, oneParams } from './entity-call';
import { entityEndpointIds, type EntityRef, type EntityView, type ProjectRef } from './entity-view';

/** Calls and queries of the generated endpoint family of one entity. */
const call = callEntityEndpoint;

/** Everything of one entity in one project sits under one prefix, so a write can reload it all. */
export const entityKeys = {
  all: (view: EntityView, project: ProjectRef) =>
    ['organisations', project.organisationId, 'projects', project.projectId, view.name] as const,
  list: (view: EntityView, project: ProjectRef, query: object) =>
    [...entityKeys.all(view, project), 'list', query] as const,
  one: (view: EntityView, ref: EntityRef) => [...entityKeys.all(view, ref), 'one', ref.id] as const,
  team: (view: EntityView, project: ProjectRef) => [...entityKeys.all(view, project), 'team'] as const,
};

export const useEntityList = <Item extends EntityItemBase>(
  view: EntityView<Item>,
  project: ProjectRef,
  query: ListApiQuery,
  enabled: boolean,
) =>
  useQuery({
    queryKey: entityKeys.list(view as EntityView, project, query),
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).list, { params: { ...project }, query, signal }) as Promise<Paged<Item>>,
    placeholderData: keepPreviousData,
    enabled,
  });

export const entityQueryOptions = <Item extends EntityItemBase>(view: EntityView<Item>, ref: EntityRef) =>
  queryOptions({
    queryKey: entityKeys.one(view as EntityView, ref),
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).get, {
        params: oneParams(view as EntityView, ref),
        signal,
      }) as Promise<Item>,
  });

export const useEntity = <Item extends EntityItemBase>(
  view: EntityView<Item>,
  ref: EntityRef,
  enabled = true,
) => useQuery({ ...entityQueryOptions(view, ref), enabled });

export const useEntityHistory = (view: EntityView, ref: EntityRef) =>
  useQuery({
    queryKey: [...entityKeys.one(view, ref), 'history'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).history, { params: oneParams(view, ref), signal }) as Promise<
        HistoryEntry[]
      >,
  });

export const useEntityComments = (view: EntityView, ref: EntityRef) =>
  useQuery({
    queryKey: [...entityKeys.one(view, ref), 'comments'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).listComments, { params: oneParams(view, ref), signal }) as Promise<
        EntityComment[]
      >,
  });

export const useAddEntityComment = (view: EntityView, ref: EntityRef) =>
  useMutation({
    mutationFn: (comment: string) =>
      call(entityEndpointIds(view).addComment, { params: oneParams(view, ref), body: { comment } }),
  });

export const createEntity = <Item extends EntityItemBase>(
  view: EntityView<Item>,
  project: ProjectRef,
  body: Record<string, unknown>,
) => call(entityEndpointIds(view).create, { params: { ...project }, body }) as Promise<Item>;

export const updateEntity = <Item extends EntityItemBase>(
  view: EntityView<Item>,
  ref: EntityRef,
  body: Record<string, unknown> & { version: number },
) =>
  call(entityEndpointIds(view).update, { params: oneParams(view as EntityView, ref), body }) as Promise<Item>;

export type TeamMember = ApiResult<'listProjectTeamUsers'>[number];

/** People who can see the project: the choices of a member field (spec §6: editors only). */
export const useProjectTeam = (view: EntityView, project: ProjectRef, enabled: boolean) =>
  useQuery({
    queryKey: entityKeys.team(view, project),
    queryFn: ({ signal }) => apiCall('listProjectTeamUsers', { params: project, signal }),
    staleTime: 60_000,
    enabled,
  });

/** The items (same sorts and filters as the list) as .xlsx with the chosen columns. */
export const exportEntities = (
  view: EntityView,
  project: ProjectRef,
  query: { sorts?: string; filters?: string; columns: string },
) => call(entityEndpointIds(view).export, { params: { ...project }, query }) as Promise<DownloadedFile>;

type Tag = { id: string; text: string };

/** One tag on one item (`POST .../tags/<association>/{id}`): answers the item's tags. */
export const addEntityTag = (view: EntityView, ref: EntityRef, tagId: string) =>
  call(entityEndpointIds(view).addTag, { params: oneParams(view, ref), body: { tagId } }) as Promise<Tag[]>;

export const removeEntityTag = (view: EntityView, ref: EntityRef, tagId: string) =>
  call(entityEndpointIds(view).removeTag, { params: { ...oneParams(view, ref), tagId } }) as Promise<Tag[]>;

/** The same tags on several items (the grid's selection bar). */
export const addEntityTags = (view: EntityView, project: ProjectRef, ids: string[], tagIds: string[]) =>
  call(entityEndpointIds(view).addTags, {
    params: { ...project },
    body: { [`${view.name}Ids`]: ids, tagIds },
  }) as Promise<{ updated: string[]; skipped: { id: string; reason: string }[] }>;

/** The tags on the project's items, with how many carry each (the list's tag filter). */
export const useEntityTagsInUse = (view: EntityView, project: ProjectRef, enabled: boolean) =>
  useQuery({
    queryKey: [...entityKeys.all(view, project), 'tags'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).listTags, { params: { ...project }, signal }) as Promise<
        (Tag & { count: number })[]
      >,
    enabled,
  });

/** One custom value (spec §7: valueInt for Int fields, valueString for the others; null clears). */
export const updateEntityCustomValue = <Item extends EntityItemBase>(
  view: EntityView<Item>,
  ref: EntityRef,
  fieldId: string,
  body: { valueInt?: number | null; valueString?: string | null; version: number },
) =>
  call(entityEndpointIds(view).updateCustomField, {
    params: { ...oneParams(view as EntityView, ref), fieldId },
    body,
  }) as Promise<Item>;
