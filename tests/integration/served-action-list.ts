import { defaultActionListFilters } from '@tandem/shared/actions/action-list-defaults';
import { actionExportColumns, type ActionExportColumn } from '@tandem/shared/actions/schemas';
import { toListQuery, type ListQueryInput } from '@tandem/shared/core/list-query-schema';
import type { ListQuery } from '@tandem/shared/core/list-query';
import { progressStatusLabel, type ProgressStatus } from '@tandem/shared/core/progress-status';
import { ragLabel, type RagStatus } from '@tandem/shared/core/rag';
import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import type { ActionItem, ProjectScope } from '@tandem/functions/actions/store';
import type { ExportColumn } from '@tandem/functions/exports/xlsx';
import type { FieldAccessors } from '@tandem/functions/lists/apply-list-query';

const { batchGetAcross } = await import('@tandem/functions/data/batch-get');
const { actionEntity, actionQueries } = await import('@tandem/functions/data/entities/action');
const { actionAttributeNames, actionKey, storedActionOf } =
  await import('@tandem/functions/actions/kit-action-entity');
const { counterEntity } = await import('@tandem/functions/data/entities/counter');
const { tagEntity } = await import('@tandem/functions/data/entities/tag');
const { buildXlsx, pickColumns } = await import('@tandem/functions/exports/xlsx');
const { TtlCache } = await import('@tandem/functions/data/ttl-cache');
const { applyListQuery } = await import('@tandem/functions/lists/apply-list-query');
const { activeActionRows, counterGet, counterValue } =
  await import('@tandem/functions/actions/active-action-rows');
const { ACTIVE_COUNTER, requireProjectContext, tagTexts, toActionResponse, toActionResponses } =
  await import('@tandem/functions/actions/store');

/**
 * The action list and export exactly as the hand-written family served them until the kit took them
 * over (issue 9 item 6; neither is served since 2026-11-26): the comparison reference
 * `kit-action-lists-bulk.test.ts` proves the kit's list (key for key, and the DynamoDB calls) and
 * workbook (cell by cell) against, and `actions.test.ts` reads the whole partition with
 * `projectActions`. Moved out of `functions/src/groups/actions/list.ts` so production holds only what
 * is served; routing the list back to it means moving this file back there (imports made relative).
 */

const fullName = (first?: string, last?: string) => `${first ?? ''} ${last ?? ''}`.trim();

/** How the list sorts and filters each key (RAG: completed counts as 4, spec §4). */
const actionAccessors: FieldAccessors<ActionItem> = {
  refNumber: (action) => action.refNumber,
  name: (action) => action.name,
  ragStatus: (action) => ragSortValue(action.ragStatus as RagStatus, action.progressStatus),
  progressStatus: (action) => action.progressStatus,
  lifecycleStatus: (action) => action.lifecycleStatus,
  startDate: (action) => action.startDate,
  endDate: (action) => action.endDate,
  actualEndDate: (action) => action.endDate,
  owner: (action) => fullName(action.ownerFirstName, action.ownerLastName),
  assignedTo: (action) => action.assignedToName ?? '',
  // Both names on their own lines, so "contains" matches either person (spec §2 drill-down).
  ownerOrAssignedTo: (action) =>
    `${fullName(action.ownerFirstName, action.ownerLastName)}\n${action.assignedToName ?? ''}`,
  actionType: (action) => action.actionTypeName ?? '',
  reviewedOn: (action) => action.reviewedOn ?? '',
  nextReviewDue: (action) => action.nextReviewDue ?? '',
  createdAt: (action) => action.createdAt,
  updatedAt: (action) => action.updatedAt,
  tags: (action) => (action.tagIds ?? []).join(','),
  businessAreaIds: (action) => (action.businessAreaIds ?? []).join(','),
};

/** Attributes the in-memory path reads (no description: it is fetched for the page only). */
const listAttributes = [
  'organisationId',
  'projectId',
  'actionId',
  'refNumber',
  'name',
  'ragStatus',
  'progressStatus',
  'lifecycleStatus',
  'startDate',
  'endDate',
  'ownerFirstName',
  'ownerLastName',
  'assignedToId',
  'assignedToName',
  'actionTypeName',
  'reviewedOn',
  'nextReviewDue',
  'createdAt',
  'updatedAt',
  'tagIds',
  'businessAreaIds',
  'audienceIds',
] as const;

/** The query with the default lifecycle filter when the caller sent none (spec §4). */
function withDefaultFilter(query: ListQuery): ListQuery {
  const hasLifecycle = query.filters.some((filter) => filter.key === 'lifecycleStatus');
  return hasLifecycle ? query : { ...query, filters: [...query.filters, ...defaultActionListFilters] };
}

/** Every action of the project with the list attributes: one Query of the partition (more if > 1 MB). */
export async function projectActions(scope: ProjectScope, attributes?: readonly string[]) {
  const { data } = await actionEntity.query
    .byProject({ organisationId: scope.organisationId, projectId: scope.projectId })
    .go({ pages: 'all', ...(attributes ? { attributes: actionAttributeNames(attributes) as never } : {}) });
  return data.map(storedActionOf);
}

/**
 * The default view (active actions in ref order, either direction, no other filter) pages straight on
 * gsi3: one Query reading only `page × pageSize` items, plus one BatchGet for the total and the tags.
 */
function isRefOrderedActivePage(query: ListQuery) {
  const [sort, ...moreSorts] = query.sorts;
  const [filter, ...moreFilters] = query.filters;
  return (
    moreSorts.length === 0 &&
    (!sort || sort.key === 'refNumber') &&
    moreFilters.length === 0 &&
    filter?.key === 'lifecycleStatus' &&
    filter.operator === 'eq' &&
    filter.values.length === 1 &&
    filter.values[0] === 'active'
  );
}

async function refOrderedPage(scope: ProjectScope, query: ListQuery) {
  const wanted = query.page * query.pageSize;
  // Usually one call; a deep page past 1 MB of items continues from where DynamoDB stopped.
  const { data: read } = await actionQueries
    .byRef({ ...scope, lifecycleStatus: 'active' })
    .go({ order: query.sorts[0]?.direction === 'desc' ? 'desc' : 'asc', count: wanted, limit: wanted });
  const items = read.slice((query.page - 1) * query.pageSize).map(storedActionOf);
  // One BatchGet: the active counter (the total) and the texts of the page's tags.
  const tagIds = [...new Set(items.flatMap((item) => item.tagIds ?? []))];
  const batch = await batchGetAcross([
    counterGet(scope, ACTIVE_COUNTER),
    ...tagIds.slice(0, 99).map((tagId) => tagEntity.get({ organisationId: scope.organisationId, tagId })),
  ]);
  return {
    items,
    total: Math.max(
      0,
      counterValue(batch.of<{ kind: string; value: number }>(counterEntity), ACTIVE_COUNTER),
    ),
    tags: new Map(batch.of<{ tagId: string; text: string }>(tagEntity).map((tag) => [tag.tagId, tag.text])),
  };
}

/** Whether the query keeps the default "active only" filter, so the list index holds every candidate. */
function isActiveOnly(query: ListQuery) {
  return query.filters.some(
    (filter) =>
      filter.key === 'lifecycleStatus' &&
      filter.operator === 'eq' &&
      filter.values.length === 1 &&
      filter.values[0] === 'active',
  );
}

/**
 * Sorted and filtered listings, kept briefly per warm Lambda so that pages 2, 3, ... of one listing
 * (the grid loads 500 rows at a time) page through the same snapshot instead of re-reading the project.
 * Page 1 always reads afresh; later pages are at most `SNAPSHOT_MS` old and their items are read
 * fresh, so only the order can lag, never the values shown.
 */
const SNAPSHOT_MS = 15_000;
/** Most index items a default-view page reads directly (two 1 MB Query calls at most). */
const REF_PAGE_MAX_READ = 1000;
const listingSnapshots = new TtlCache<string, ActionItem[]>(SNAPSHOT_MS, 20);

const snapshotKey = (scope: ProjectScope, query: ListQuery) =>
  JSON.stringify([scope.organisationId, scope.projectId, query.sorts, query.filters]);

async function sortedListing(scope: ProjectScope, query: ListQuery) {
  const key = snapshotKey(scope, query);
  if (query.page === 1) listingSnapshots.delete(key);
  return listingSnapshots.get(key, async () => {
    const rows = isActiveOnly(query)
      ? await activeActionRows(scope, listAttributes)
      : await projectActions(scope, listAttributes);
    const sorts = query.sorts.length ? query.sorts : [{ key: 'refNumber', direction: 'asc' as const }];
    return applyListQuery(
      rows,
      { ...query, sorts, page: 1, pageSize: Number.MAX_SAFE_INTEGER },
      actionAccessors,
    ).items;
  });
}

/** `GET …/actions` as served until the switch. */
export async function listActions(scope: ProjectScope, input: ListQueryInput) {
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const query = withDefaultFilter(toListQuery(input));
  // Shallow pages of the default view read only the rows up to the page; deeper ones (the grid's
  // later pages) would re-read everything before them on every page, so they share a snapshot.
  if (isRefOrderedActivePage(query) && query.page * query.pageSize <= REF_PAGE_MAX_READ) {
    if (query.page === 1) listingSnapshots.delete(snapshotKey(scope, query));
    const { items, total, tags } = await refOrderedPage(scope, query);
    return {
      items: items.map((item) => toActionResponse(item, context, tags)),
      page: query.page,
      pageSize: query.pageSize,
      totalItems: total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }
  // Any other sort or filter: the candidates' list attributes (parallel ref ranges of the list index),
  // filtered and sorted here, then the page's full items in one BatchGet.
  const listing = await sortedListing(scope, query);
  const start = (query.page - 1) * query.pageSize;
  const pageRows = listing.slice(start, start + query.pageSize);
  const { data } = pageRows.length
    ? await actionEntity
        .get(pageRows.map((item) => actionKey(item.organisationId, item.projectId, item.actionId)))
        // Up to 5 BatchGetItem calls of 100 keys for a 500-row page, side by side.
        .go({ preserveBatchOrder: true, concurrency: 5 })
    : { data: [] };
  const full = (data as (Record<string, unknown> | null)[])
    .filter((item) => item !== null)
    .map((item) => storedActionOf(item));
  return {
    items: await toActionResponses(scope.organisationId, full, context),
    page: query.page,
    pageSize: query.pageSize,
    totalItems: listing.length,
    totalPages: Math.max(1, Math.ceil(listing.length / query.pageSize)),
  };
}

/** `GET …/actions/export` as served until the switch. */
export async function exportActions(scope: ProjectScope, input: ListQueryInput & { columns?: string }) {
  const { columns, ...listInput } = input;
  const context = await requireProjectContext(scope.organisationId, scope.projectId);
  const query = withDefaultFilter(toListQuery(listInput));
  const rows = await projectActions(scope);
  const page = applyListQuery(
    rows,
    {
      ...query,
      sorts: query.sorts.length ? query.sorts : [{ key: 'refNumber', direction: 'asc' }],
      page: 1,
      pageSize: Number.MAX_SAFE_INTEGER,
    },
    actionAccessors,
  );
  const tags = await tagTexts(
    scope.organisationId,
    page.items.flatMap((item) => item.tagIds ?? []),
  );
  const responses = page.items.map((item) => toActionResponse(item, context, tags));
  const day = (value: string | null) => (value && !value.startsWith('0001') ? value.slice(0, 10) : '');
  const value: Record<ActionExportColumn, ExportColumn<(typeof responses)[number]>['value']> = {
    refNumber: (row) => row.refNumber,
    name: (row) => row.name,
    description: (row) =>
      row.description
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ragStatus: (row) => ragLabel[row.ragStatus as RagStatus] ?? '',
    progressStatus: (row) => progressStatusLabel[row.progressStatus as ProgressStatus] ?? '',
    startDate: (row) => day(row.startDate),
    endDate: (row) => day(row.endDate),
    initialEndDate: (row) => day(row.initialEndDate),
    owner: (row) => (row.owner ? fullName(row.owner.firstName, row.owner.lastName) : ''),
    assignedTo: (row) => row.assignedToName ?? '',
    actionType: (row) => row.actionType ?? '',
    tags: (row) => row.tags.map((tag) => tag.text).join(', '),
    reviewedOn: (row) => day(row.reviewedOn),
    nextReviewDue: (row) => day(row.nextReviewDue),
    projectName: (row) => row.projectName,
    programmeName: (row) => row.programmeName ?? '',
  };
  const all = (Object.keys(actionExportColumns) as ActionExportColumn[]).map((key) => ({
    key,
    header: actionExportColumns[key],
    value: value[key],
    width: key === 'description' ? 60 : key === 'refNumber' ? 8 : 24,
  }));
  return buildXlsx({
    fileName: `actions-${context.projectName.replace(/[^\w-]+/g, '-').toLowerCase()}.xlsx`,
    sheetName: 'Actions',
    columns: pickColumns(
      all,
      columns?.split(',').map((key) => key.trim()),
    ),
    rows: responses,
  });
}
