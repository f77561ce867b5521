import { actionRagCounts } from '@tandem/shared/actions/action-dashboard-counts';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { LifecycleStatus } from '@tandem/shared/core/lifecycle';
import { toListQuery } from '@tandem/shared/core/list-query-schema';
import type { ListQuery } from '@tandem/shared/core/list-query';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { customFieldIdOf, customFieldKey } from '@tandem/shared/custom-fields/custom-field-key';
import { keepsName } from '@tandem/shared/entity-kit/schemas';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { cellFieldOf, cellOfField, timeCellOf } from '@tandem/shared/spreadsheet/field-cells';
import { richTextCellOf } from '@tandem/shared/spreadsheet/rich-text-cell';
import { coreDataItemsOf } from './core-data-ids';
import type { Tag } from '@tandem/shared/tags/schemas';
import { customFieldsOfKind } from '../custom-fields/store';
import { buildXlsx, pickColumns, type ExportColumn } from '../exports/xlsx';
import { applyListQuery, type FieldAccessors } from '../lists/apply-list-query';
import {
  keptAsRead,
  projectItems,
  requireProjectToRead,
  storedValueOf,
  toResponse,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';
import { isCustomised, type CustomValues } from './custom-values';
import { attachTags, isTagged, projectTagIds } from './tags';
import { firstActiveByRef } from './first-rows';
import { activeCount } from './active-count';
import { activeCountAndTagTexts } from './counted-tag-texts';
import { TtlCache } from '../data/ttl-cache';
import { listingAttributes, projectedItems } from './listing-rows';
import { keepsTagIdsOnItem, TAG_IDS } from './item-tag-ids';
import type { ListingOptions } from './list-keys';
import { itemsById } from './items-by-id';

type Scalar = string | number | null | undefined;

/**
 * How lists sort, filter and export each key: a member by name, tags by their ids joined (so
 * `tags-ct-a|b` is 'contains either', `tags-ct-a+b` 'contains all'), a custom value by field id,
 * everything else by its value.
 */
function accessorsOf(
  store: EntityStore,
  tagIds?: Map<string, string[]>,
  customKeys: string[] = [],
  listing: ListingOptions = {},
): FieldAccessors<ProjectEntityItem> {
  const accessors: FieldAccessors<ProjectEntityItem> = {
    refNumber: (item) => item.refNumber,
    lifecycleStatus: (item) => item.lifecycleStatus,
    createdAt: (item) => item.createdAt,
    updatedAt: (item) => item.updatedAt,
  };
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    // A yes/no field filters as `true` / `false` (`isInScope-eq-true`), so it keeps its value.
    accessors[key] = keepsName(field)
      ? (item) => storedValueOf(field, key, item).name as Scalar
      : (item) => (item[key] ?? field.empty) as Scalar;
  }
  if (tagIds) accessors.tags = (item) => (tagIds.get(item.itemId) ?? []).join(',');
  // A layout keeping the item's own copy of its tag ids lists by it (no association Query).
  else if (keepsTagIdsOnItem(store))
    accessors.tags = (item) => ((item[TAG_IDS] as string[] | undefined) ?? []).join(',');
  for (const key of customKeys) {
    const fieldId = customFieldIdOf(key)!;
    accessors[key] = (item) => (item.customFields as CustomValues | undefined)?.[fieldId] ?? null;
  }
  for (const [key, { value }] of Object.entries(listing.keys ?? {})) accessors[key] = value;
  return accessors;
}

/** The `custom.<id>` keys a query sorts or filters by (only those need an accessor). */
const customKeysOf = (query: ListQuery) =>
  [...query.sorts, ...query.filters].map(({ key }) => key).filter((key) => customFieldIdOf(key));

/**
 * The project's tag ids per item, from the association items: only for a tagged entity whose items
 * keep no copy of their own (`keepsTagIdsOnItem`: those are listed by the item's copy).
 */
const listedTagIds = (store: EntityStore, scope: ProjectScope) =>
  isTagged(store) && !keepsTagIdsOnItem(store) ? projectTagIds(store, scope) : undefined;

/** The tag ids of items that keep their own copy (none for other entities: then read apart). */
const ownTagIds = (store: EntityStore, items: ProjectEntityItem[]) =>
  keepsTagIdsOnItem(store)
    ? new Map(items.map((item) => [item.itemId, (item[TAG_IDS] as string[] | undefined) ?? []]))
    : undefined;

/** Items, their tag ids when tagged, and the query's accessors: two Queries side by side at most. */
async function loadRows(
  store: EntityStore,
  scope: ProjectScope,
  query: ListQuery,
  projectRead?: Promise<unknown>,
) {
  // A caller that reads the project anyway hands that read in as the check, beside the rows' reads.
  if (!projectRead) await requireProjectToRead(scope);
  const [items, listed] = await Promise.all([
    projectItems(store, scope),
    listedTagIds(store, scope),
    projectRead,
  ]);
  const tagIds = listed ?? ownTagIds(store, items);
  return { items, tagIds, accessors: accessorsOf(store, tagIds, customKeysOf(query)) };
}

/** Lists show active items unless the caller filters by lifecycle (spec §4, as actions). */
function withDefaultFilter(query: ListQuery): ListQuery {
  if (query.filters.some((filter) => filter.key === 'lifecycleStatus')) return query;
  const active = {
    key: 'lifecycleStatus',
    operator: FilterOperator.EQUALS,
    values: [LifecycleStatus.ACTIVE],
    join: FilterValueJoin.OR,
  };
  return { ...query, filters: [...query.filters, active] };
}

/**
 * The project's items, filtered and sorted, every row (one Query of the entity's range). With a
 * `listing`, its keys sort and filter, and with `listing.refOrder` no sort is ref order.
 * `projectRead`: the caller's own read of the project (the export's, for its file name), which
 * refuses a project that is not there; it stands for the read's project check, so the project is
 * read once.
 */
export async function rowsOf(
  store: EntityStore,
  scope: ProjectScope,
  params: { sorts?: string; filters?: string },
  listing?: ListingOptions,
  projectRead?: Promise<unknown>,
) {
  const query = withDefaultFilter(toListQuery({ page: 1, pageSize: 1, ...params }));
  const loaded = await loadRows(store, scope, query, projectRead);
  const { items, tagIds } = loaded;
  const accessors = listing ? accessorsOf(store, tagIds, customKeysOf(query), listing) : loaded.accessors;
  const sorts = listing?.refOrder && query.sorts.length === 0 ? [byRef] : query.sorts;
  const all = { ...query, sorts, page: 1, pageSize: Math.max(1, items.length) };
  return { rows: applyListQuery(items, all, accessors).items, tagIds };
}

/**
 * Sorted and filtered listings, kept briefly per warm Lambda (as actions' list does) so that pages 2,
 * 3, ... of one listing page through the ids in order instead of re-reading the project's range on
 * every page. Keyed by organisation, project, entity, sorts and filters. Page 1 always reads afresh
 * (a create or delete shows at once); a later page within `SNAPSHOT_MS` re-reads only its own items
 * (one BatchGet), so only the order can lag, never the values shown.
 */
const SNAPSHOT_MS = 15_000;
const listingSnapshots = new TtlCache<string, string[]>(SNAPSHOT_MS, 50);

const snapshotKey = (store: EntityStore, scope: ProjectScope, query: ListQuery) =>
  JSON.stringify([scope.organisationId, scope.projectId, store.declaration.name, query.sorts, query.filters]);

/** Only for tests: forget every snapshot. */
export const clearListingSnapshots = () => listingSnapshots.clear();

/**
 * The ids of a sorted, filtered listing, and the project's tag ids when this request read the listing
 * (page 1, or a later page whose snapshot had expired or lives in another Lambda). The listing reads
 * only the attributes its sorts and filters need, in parallel segments of the range (`listing-rows.ts`);
 * the page's full items are read apart, so a page costs its own items, not the project's.
 */
async function sortedListing(
  store: EntityStore,
  scope: ProjectScope,
  query: ListQuery,
  listing: ListingOptions = {},
) {
  const key = snapshotKey(store, scope, query);
  if (query.page === 1) listingSnapshots.delete(key);
  let tagIds: Map<string, string[]> | undefined;
  const ids = await listingSnapshots.get(key, async () => {
    const [rows, tags] = await Promise.all([
      projectedItems(store, scope, listingAttributes(store, query, listing.keys)),
      listedTagIds(store, scope),
    ]);
    tagIds = tags;
    // Read as from the ref index: active rows that sort equal stay in ref order.
    if (listing.refOrder && isActiveOnly(query)) rows.sort((a, b) => a.refNumber - b.refNumber);
    const sorts = listing.refOrder && query.sorts.length === 0 ? [byRef] : query.sorts;
    const all = { ...query, sorts, page: 1, pageSize: Math.max(1, rows.length) };
    return applyListQuery(rows, all, accessorsOf(store, tags, customKeysOf(query), listing)).items.map(
      (item) => item.itemId,
    );
  });
  return { ids, tagIds };
}

const byRef = { key: 'refNumber', direction: 'asc' as const };

/** Most rows a ref-order page reads from the ref index; a deeper page pages through the snapshot. */
const REF_PAGE_MAX_READ = 1000;

export async function listPage(
  store: EntityStore,
  scope: ProjectScope,
  params: { page: number; pageSize: number; sorts?: string; filters?: string },
  listing: ListingOptions = {},
) {
  const order = refOrderOf(params, listing);
  if (store.declaration.refIndex && order) return refOrderPage(store, scope, params, order);
  const query = withDefaultFilter(toListQuery(params));
  // The project check runs on every request, snapshot or not (once: the listing's read skips it),
  // from the warm Lambda's cache of live projects as every read's (`requireProjectToRead`).
  const [, { ids, tagIds }] = await Promise.all([
    requireProjectToRead(scope),
    sortedListing(store, scope, query, listing),
  ]);
  const start = (query.page - 1) * query.pageSize;
  const pageIds = ids.slice(start, start + query.pageSize);
  // The page's items afresh, in the listing's order (one deleted since is left out).
  // Kept as read: the answers' computed values take these items (`readItemOf`), not a second read.
  const items = keptAsRead(await itemsById(store, scope, pageIds));
  const responses = items.map((item) => toResponse(store, item));
  return {
    items: await attachTags(store, scope, responses, tagIds ?? ownTagIds(store, items)),
    page: query.page,
    pageSize: query.pageSize,
    totalItems: ids.length,
    totalPages: Math.max(1, Math.ceil(ids.length / query.pageSize)),
  };
}

/** Whether the query keeps only active items (the default filter), as the ref index holds them. */
function isActiveOnly(query: ListQuery) {
  return query.filters.some(
    (filter) =>
      filter.key === 'lifecycleStatus' &&
      filter.operator === FilterOperator.EQUALS &&
      filter.values.length === 1 &&
      filter.values[0] === LifecycleStatus.ACTIVE,
  );
}

/**
 * The ref order a query asks for, when it asks for nothing else (no filter, no other sort). With
 * `listing.refOrder`, no sort is ref order too, the default filter given explicitly (the grid sends
 * it) is no other filter, and only pages within `REF_PAGE_MAX_READ` rows are read from the ref index.
 */
function refOrderOf(
  params: { page: number; pageSize: number; sorts?: string; filters?: string },
  listing: ListingOptions,
) {
  if (listing.refOrder) {
    const query = withDefaultFilter(toListQuery(params));
    const [sort, ...moreSorts] = query.sorts;
    const [filter, ...moreFilters] = query.filters;
    if (
      moreSorts.length > 0 ||
      moreFilters.length > 0 ||
      !filter ||
      !isActiveOnly({ ...query, filters: [filter] })
    )
      return undefined;
    if (sort && sort.key !== 'refNumber') return undefined;
    if (query.page * query.pageSize > REF_PAGE_MAX_READ) return undefined;
    return sort?.direction === 'desc' ? ('desc' as const) : ('asc' as const);
  }
  if (params.filters) return undefined;
  const sorts = (params.sorts ?? '').split(',').filter(Boolean);
  // Without a sort the rows come in the range's key order, not by ref: the whole is read then.
  if (sorts.length === 1 && sorts[0] === 'refNumber') return 'asc' as const;
  if (sorts.length === 1 && sorts[0] === '-refNumber') return 'desc' as const;
  return undefined;
}

/**
 * A page of active items in ref order (no filter): the active-items counter answers `totalItems` and
 * one Query of the ref index reads the rows up to the page's end, not the project's whole range. A
 * tagged entity reads its page's tag texts after that Query anyway, so the counter is read in the same
 * BatchGet (as the hand-written action list did; `counted-tag-texts.ts`); an untagged entity, or a page
 * without tags, reads it alone (one GetItem), beside the Query where nothing follows it.
 */
async function refOrderPage(
  store: EntityStore,
  scope: ProjectScope,
  params: { page: number; pageSize: number },
  order: 'asc' | 'desc',
) {
  const { page, pageSize } = toListQuery(params);
  const tagged = isTagged(store);
  const [, upToPage, listed, untaggedCount] = await Promise.all([
    requireProjectToRead(scope),
    firstActiveByRef(store, scope, page * pageSize, order),
    tagged ? listedTagIds(store, scope) : undefined,
    tagged ? undefined : activeCount(store, scope),
  ]);
  const pageItems = keptAsRead(upToPage.slice((page - 1) * pageSize));
  const tagIds = listed ?? ownTagIds(store, pageItems);
  const pageTagIds = pageItems.flatMap((item) => tagIds?.get(item.itemId) ?? []);
  const { count: totalItems, texts } =
    untaggedCount !== undefined
      ? { count: untaggedCount, texts: undefined }
      : pageTagIds.length > 0
        ? await activeCountAndTagTexts(store, scope, pageTagIds)
        : { count: await activeCount(store, scope), texts: new Map<string, Tag>() };
  const responses = pageItems.map((item) => toResponse(store, item));
  return {
    items: await attachTags(store, scope, responses, tagIds, texts),
    page,
    pageSize,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / pageSize)),
  };
}

/**
 * `grid-data` (spec §7): every active row for the grid, in the requested order; with `first`, only
 * the first rows (the grid paints them while the rest loads): one short Query of the ref index when
 * the entity has one and the order is by ref.
 */
export async function gridData(
  store: EntityStore,
  scope: ProjectScope,
  params: { sorts?: string; filters?: string; first?: string },
) {
  const first = params.first === undefined ? undefined : Number(params.first);
  const order = refOrderOf({ page: 1, pageSize: 1, ...params }, {});
  if (first !== undefined && store.declaration.refIndex && order) {
    const [, items, tagIds] = await Promise.all([
      requireProjectToRead(scope),
      firstActiveByRef(store, scope, first, order),
      listedTagIds(store, scope),
    ]);
    return attachTags(
      store,
      scope,
      items.map((item) => toResponse(store, item)),
      tagIds ?? ownTagIds(store, items),
    );
  }
  const { rows: all, tagIds } = await rowsOf(store, scope, params);
  const rows = first === undefined ? all : all.slice(0, first);
  return attachTags(
    store,
    scope,
    rows.map((item) => toResponse(store, item)),
    tagIds,
  );
}

export async function totalCount(store: EntityStore, scope: ProjectScope) {
  const [, count] = await Promise.all([requireProjectToRead(scope), activeCount(store, scope)]);
  return { totalCount: count };
}

/**
 * Dashboard counts of the active items by the entity's RAG and progress fields (the spec §4 rule that
 * actions' tiles use; `actionRagCounts` moves to shared/src/core when actions join the kit).
 */
export async function summary(store: EntityStore, scope: ProjectScope) {
  await requireProjectToRead(scope);
  const fields = Object.entries(store.declaration.fields);
  const rag = fields.find(([, field]) => field.kind === 'rag')![0];
  const progress = fields.find(([, field]) => field.kind === 'progress')![0];
  // Only the two fields counted, read as a sorted list's page 1 reads its sort keys.
  const items = await projectedItems(store, scope, ['itemId', 'lifecycleStatus', rag, progress]);
  const active = items.filter((item) => item.lifecycleStatus === 'active');
  return actionRagCounts(
    active.map((item) => ({
      ragStatus: item[rag] as number | undefined,
      progressStatus: item[progress] as number | undefined,
    })),
  );
}

/** The names of the core data items the store's `coreDataIds` fields hold (one Query per kind). */
async function coreDataNamesOf(store: EntityStore, scope: ProjectScope) {
  const kinds = new Set(
    Object.values(store.declaration.fields)
      .filter((field) => field.kind === 'coreDataIds' && field.target && 'coreData' in field.target)
      .map((field) => (field.target as { coreData: CoreDataKind }).coreData),
  );
  const read = await Promise.all(
    [...kinds].map(async (kind) => [kind, await coreDataItemsOf(scope.organisationId, kind)] as const),
  );
  const byKind = new Map(
    read.map(([kind, items]) => [kind, new Map(items.map((item) => [item.id, item.name]))]),
  );
  return (kind: CoreDataKind, id: string) => byKind.get(kind)?.get(id);
}

/**
 * The list as .xlsx, each cell written by the shared codec the upload reads it back with
 * (`field-cells.ts`): labels, names, dd/mm/yyyy days, readable rich text, empty for "not given".
 */
export async function exportItems(
  store: EntityStore,
  scope: ProjectScope,
  params: { sorts?: string; filters?: string; columns?: string },
) {
  const [{ rows, tagIds }, customFields, coreDataName] = await Promise.all([
    rowsOf(store, scope, params),
    isCustomised(store) ? customFieldsOfKind(scope.organisationId, store.declaration.name) : [],
    coreDataNamesOf(store, scope),
  ]);
  const { fields, plural } = store.declaration;
  const tagTexts = tagIds
    ? new Map(
        (
          await attachTags(
            store,
            scope,
            rows.map((item) => ({ id: item.itemId })),
            tagIds,
          )
        ).map((row) => [
          row.id,
          (row as { tags?: { text: string }[] }).tags?.map((tag) => tag.text).join(', ') ?? '',
        ]),
      )
    : undefined;
  const columns: ExportColumn<ProjectEntityItem>[] = [
    { key: 'refNumber', header: 'Ref', value: (item) => item.refNumber, width: 8 },
    ...Object.entries(fields)
      .filter(([, field]) => field.exported)
      .map(([key, field]): ExportColumn<ProjectEntityItem> => ({
        key,
        header: field.label,
        value: (item) => {
          const { value, name } = storedValueOf(field, key, item);
          return cellOfField(cellFieldOf(field), value ?? field.empty, {
            ...(keepsName(field) && typeof name === 'string' ? { keptName: name } : {}),
            coreDataName,
          });
        },
        ...(field.kind === 'richText' ? { width: 60 } : {}),
      })),
    ...(tagTexts
      ? [{ key: 'tags', header: 'Tags', value: (item: ProjectEntityItem) => tagTexts.get(item.itemId) ?? '' }]
      : []),
    { key: 'createdAt', header: 'Created', value: (item) => timeCellOf(item.createdAt) },
    { key: 'updatedAt', header: 'Last updated', value: (item) => timeCellOf(item.updatedAt) },
    ...customFields.map((field): ExportColumn<ProjectEntityItem> => ({
      key: customFieldKey(field.id),
      header: field.name,
      value: (item) => {
        const value = (item.customFields as CustomValues | undefined)?.[field.id];
        // Rich text goes out in the readable cell form an upload reads back (no markup).
        return field.type === CustomFieldType.RICH_TEXT && typeof value === 'string'
          ? richTextCellOf(value)
          : value;
      },
    })),
  ];
  const requested = params.columns
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return buildXlsx({
    fileName: `${plural.toLowerCase()}.xlsx`,
    sheetName: plural,
    columns: pickColumns(columns, requested),
    rows,
  });
}
