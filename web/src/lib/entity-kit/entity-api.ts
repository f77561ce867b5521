import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { EntityComment } from '@tandem/shared/entity-kit/schemas';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import type { Paged } from '@tandem/shared/lists/paged';
import { apiCall, type ApiResult, type DownloadedFile } from '@/lib/api-client';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';
import type { HistoryEntry } from '@/ui/history-list';
import { callEntityEndpoint, oneParams } from './entity-call';
import {
  entityEndpointIds,
  type EntityCalls,
  type EntityRef,
  type EntityView,
  type ProjectRef,
} from './entity-view';

/** A kit entity's view, or only its calls (an entity whose pages are not on the kit yet). */
export type EntityCallsOf<Item extends EntityItemBase> = EntityView<Item> | EntityCalls<Item>;

/** Calls and queries of the generated endpoint family of one entity. */
const call = callEntityEndpoint;

/** Everything of one entity in one project sits under one prefix, so a write can reload it all. */
export const entityKeys = {
  all: (view: EntityCalls, project: ProjectRef) =>
    [
      'organisations',
      project.organisationId,
      'projects',
      project.projectId,
      view.keyName ?? view.name,
    ] as const,
  list: (view: EntityCalls, project: ProjectRef, query: object) =>
    [...entityKeys.all(view, project), 'list', query] as const,
  one: (view: EntityCalls, ref: EntityRef) => [...entityKeys.all(view, ref), 'one', ref.id] as const,
  team: (view: EntityCalls, project: ProjectRef) => [...entityKeys.all(view, project), 'team'] as const,
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

/** One item (`GET …/{id}`). */
export const getEntity = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  ref: EntityRef,
  signal?: AbortSignal,
) => call(entityEndpointIds(view).get, { params: oneParams(view, ref), signal }) as Promise<Item>;

export const entityQueryOptions = <Item extends EntityItemBase>(view: EntityCallsOf<Item>, ref: EntityRef) =>
  queryOptions({
    queryKey: entityKeys.one(view, ref),
    queryFn: ({ signal }) => getEntity(view, ref, signal),
  });

export const useEntity = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  ref: EntityRef,
  enabled = true,
) => useQuery({ ...entityQueryOptions(view, ref), enabled });

export const useEntityHistory = (view: EntityCalls, ref: EntityRef) =>
  useQuery({
    queryKey: [...entityKeys.one(view, ref), 'history'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).history, { params: oneParams(view, ref), signal }) as Promise<
        HistoryEntry[]
      >,
  });

/**
 * The recent changes of one item (`…/{id}/short-history?limit=`, newest first), for an entity whose
 * page shows the short history (actions: no full history call), under the same key as the full one.
 */
export const useEntityShortHistory = <Entry = HistoryEntry>(
  view: EntityCalls,
  ref: EntityRef,
  limit: number,
) =>
  useQuery({
    queryKey: [...entityKeys.one(view, ref), 'history'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).shortHistory, {
        params: oneParams(view, ref),
        query: { limit },
        signal,
      }) as Promise<Entry[]>,
  });

export const useEntityComments = <Comment = EntityComment>(view: EntityCalls, ref: EntityRef) =>
  useQuery({
    queryKey: [...entityKeys.one(view, ref), 'comments'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).listComments, { params: oneParams(view, ref), signal }) as Promise<
        Comment[]
      >,
  });

/** Adds a comment; `onAdded` runs before the add settles (actions reload the item there, then toast). */
export const useAddEntityComment = (view: EntityCalls, ref: EntityRef, onAdded?: () => Promise<unknown>) =>
  useMutation({
    mutationFn: (comment: string) =>
      call(entityEndpointIds(view).addComment, { params: oneParams(view, ref), body: { comment } }),
    ...(onAdded ? { onSuccess: onAdded } : {}),
  });

export const createEntity = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  project: ProjectRef,
  body: Record<string, unknown>,
) => call(entityEndpointIds(view).create, { params: { ...project }, body }) as Promise<Item>;

export const updateEntity = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  ref: EntityRef,
  body: Record<string, unknown> & { version: number },
) => call(entityEndpointIds(view).update, { params: oneParams(view, ref), body }) as Promise<Item>;

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
  view: EntityCalls,
  project: ProjectRef,
  /** `page` and `pageSize` where the export pages (`apiShape.exportPaging`: actions). */
  query: { sorts?: string; filters?: string; columns: string; page?: number; pageSize?: number },
) => call(entityEndpointIds(view).export, { params: { ...project }, query }) as Promise<DownloadedFile>;

type Tag = { id: string; text: string };

/** One tag on one item (`POST .../tags/<association>/{id}`): answers the item's tags. */
export const addEntityTag = (view: EntityCalls, ref: EntityRef, tagId: string) =>
  call(entityEndpointIds(view).addTag, { params: oneParams(view, ref), body: { tagId } }) as Promise<Tag[]>;

export const removeEntityTag = (view: EntityCalls, ref: EntityRef, tagId: string) =>
  call(entityEndpointIds(view).removeTag, { params: { ...oneParams(view, ref), tagId } }) as Promise<Tag[]>;

/** The same tags on several items (the grid's selection bar). */
export const addEntityTags = (view: EntityCalls, project: ProjectRef, ids: string[], tagIds: string[]) =>
  call(entityEndpointIds(view).addTags, {
    params: { ...project },
    body: { [`${view.name}Ids`]: ids, tagIds },
  }) as Promise<{ updated: string[]; skipped: { id: string; reason: string }[] }>;

/** The tags on the project's items, with how many carry each (the list's tag filter). */
export const entityTagsInUseQueryOptions = (view: EntityCalls, project: ProjectRef) =>
  queryOptions({
    queryKey: [...entityKeys.all(view, project), 'tags'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).listTags, { params: { ...project }, signal }) as Promise<
        (Tag & { count: number })[]
      >,
  });

export const useEntityTagsInUse = (view: EntityCalls, project: ProjectRef, enabled: boolean) =>
  useQuery({ ...entityTagsInUseQueryOptions(view, project), enabled });

/** One custom value (spec §7: valueInt for Int fields, valueString for the others; null clears). */
export const updateEntityCustomValue = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  ref: EntityRef,
  fieldId: string,
  body: { valueInt?: number | null; valueString?: string | null; version: number },
) =>
  call(entityEndpointIds(view).updateCustomField, {
    params: { ...oneParams(view, ref), fieldId },
    body,
  }) as Promise<Item>;

/** The project's RAG counts of the entity's active items (`…/summary`), under the entity's prefix. */
export const entitySummaryQueryOptions = <Summary>(view: EntityCalls, project: ProjectRef) =>
  queryOptions({
    queryKey: [...entityKeys.all(view, project), 'summary'],
    queryFn: ({ signal }) =>
      call(entityEndpointIds(view).summary, { params: { ...project }, signal }) as Promise<Summary>,
  });

/** What a range call did (shared `rangeResultSchema`): changed ids, and ids left alone with the reason. */
export type RangeResult = { updated: string[]; skipped: { id: string; reason: string }[] };

/** The ids of a range call's body: `{ <name>Ids }`. */
export const idsBody = (view: EntityCalls, ids: readonly string[]) => ({ [`${view.name}Ids`]: ids });

/** Marks several items reviewed with a comment (review-range, spec §4). */
export const reviewEntityRange = (
  view: EntityCalls,
  project: ProjectRef,
  ids: readonly string[],
  comment: string,
) =>
  call(entityEndpointIds(view).reviewRange, {
    params: { ...project },
    body: { ...idsBody(view, ids), comment },
  }) as Promise<RangeResult>;

/** One field's edit from the grid (`PUT …/{id}/{fieldName}`). */
export const updateEntityField = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  ref: EntityRef,
  fieldName: string,
  body: Record<string, unknown>,
) =>
  call(entityEndpointIds(view).updateField, {
    params: { ...oneParams(view, ref), fieldName },
    body,
  }) as Promise<Item>;

export const clearEntityField = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  ref: EntityRef,
  fieldPath: string,
  version: number,
) =>
  call(entityEndpointIds(view).clearField, {
    params: { ...oneParams(view, ref), fieldPath },
    query: { version: String(version) },
  }) as Promise<Item>;

export const deleteEntityRange = (view: EntityCalls, project: ProjectRef, ids: readonly string[]) =>
  call(entityEndpointIds(view).deleteRange, {
    params: { ...project },
    body: idsBody(view, ids),
  }) as Promise<RangeResult>;

export const duplicateEntities = <Item extends EntityItemBase>(
  view: EntityCallsOf<Item>,
  project: ProjectRef,
  ids: readonly string[],
) =>
  call(entityEndpointIds(view).duplicate, {
    params: { ...project },
    body: idsBody(view, ids),
  }) as Promise<Item[]>;

/** The same values on several items (the selection bar's bulk update): `{ <name>Ids, ...values }`. */
export const bulkUpdateEntities = (view: EntityCalls, project: ProjectRef, body: Record<string, unknown>) =>
  call(entityEndpointIds(view).bulkUpdate, { params: { ...project }, body }) as Promise<RangeResult>;
