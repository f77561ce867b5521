import { actionRagCounts } from '@tandem/shared/actions/action-dashboard-counts';
import { FilterOperator, FilterValueJoin } from '@tandem/shared/core/filter-operators';
import { LifecycleStatus } from '@tandem/shared/core/lifecycle';
import { toListQuery } from '@tandem/shared/core/list-query-schema';
import type { ListQuery } from '@tandem/shared/core/list-query';
import { progressStatusLabel, type ProgressStatus } from '@tandem/shared/core/progress-status';
import { ragLabel, type RagStatus } from '@tandem/shared/core/rag';
import { keepsName, memberNameKey } from '@tandem/shared/entity-kit/schemas';
import { buildXlsx, pickColumns, type ExportColumn } from '../exports/xlsx';
import { applyListQuery, type FieldAccessors } from '../lists/apply-list-query';
import {
  projectItems,
  requireProject,
  toResponse,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';

type Scalar = string | number | null | undefined;

/** How lists sort, filter and export each key: a member by name, everything else by its value. */
function accessorsOf(store: EntityStore): FieldAccessors<ProjectEntityItem> {
  const accessors: FieldAccessors<ProjectEntityItem> = {
    refNumber: (item) => item.refNumber,
    lifecycleStatus: (item) => item.lifecycleStatus,
    createdAt: (item) => item.createdAt,
    updatedAt: (item) => item.updatedAt,
  };
  for (const [key, field] of Object.entries(store.declaration.fields)) {
    accessors[key] = keepsName(field)
      ? (item) => item[memberNameKey(key)] as Scalar
      : field.kind === 'boolean'
        ? (item) => (item[key] ? 1 : 0)
        : (item) => (item[key] ?? field.empty) as Scalar;
  }
  return accessors;
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

/** The project's items, filtered and sorted, every row (one Query of the entity's range). */
async function rowsOf(store: EntityStore, scope: ProjectScope, params: { sorts?: string; filters?: string }) {
  await requireProject(scope);
  const items = await projectItems(store, scope);
  const query = withDefaultFilter(toListQuery({ page: 1, pageSize: 1, ...params }));
  return applyListQuery(items, { ...query, page: 1, pageSize: Math.max(1, items.length) }, accessorsOf(store))
    .items;
}

export async function listPage(
  store: EntityStore,
  scope: ProjectScope,
  params: { page: number; pageSize: number; sorts?: string; filters?: string },
) {
  await requireProject(scope);
  const items = await projectItems(store, scope);
  const page = applyListQuery(items, withDefaultFilter(toListQuery(params)), accessorsOf(store));
  return { ...page, items: page.items.map((item) => toResponse(store, item)) };
}

/** `grid-data` (spec §7): every active row for the grid, in the requested order. */
export async function gridData(
  store: EntityStore,
  scope: ProjectScope,
  params: { sorts?: string; filters?: string },
) {
  return (await rowsOf(store, scope, params)).map((item) => toResponse(store, item));
}

export async function totalCount(store: EntityStore, scope: ProjectScope) {
  await requireProject(scope);
  const items = await projectItems(store, scope);
  return { totalCount: items.filter((item) => item.lifecycleStatus === 'active').length };
}

/**
 * Dashboard counts of the active items by the entity's RAG and progress fields (the spec §4 rule that
 * actions' tiles use; `actionRagCounts` moves to shared/src/core when actions join the kit).
 */
export async function summary(store: EntityStore, scope: ProjectScope) {
  await requireProject(scope);
  const fields = Object.entries(store.declaration.fields);
  const rag = fields.find(([, field]) => field.kind === 'rag')![0];
  const progress = fields.find(([, field]) => field.kind === 'progress')![0];
  const active = (await projectItems(store, scope)).filter((item) => item.lifecycleStatus === 'active');
  return actionRagCounts(
    active.map((item) => ({
      ragStatus: item[rag] as number | undefined,
      progressStatus: item[progress] as number | undefined,
    })),
  );
}

/** The list as .xlsx: the declared export columns, labels for RAG and progress, names for members. */
export async function exportItems(
  store: EntityStore,
  scope: ProjectScope,
  params: { sorts?: string; filters?: string; columns?: string },
) {
  const rows = await rowsOf(store, scope, params);
  const accessors = accessorsOf(store);
  const { fields, plural } = store.declaration;
  const columns: ExportColumn<ProjectEntityItem>[] = [
    { key: 'refNumber', header: 'Ref', value: (item) => item.refNumber, width: 8 },
    ...Object.entries(fields)
      .filter(([, field]) => field.exported)
      .map(([key, field]): ExportColumn<ProjectEntityItem> => ({
        key,
        header: field.label,
        value: (item) => {
          const value = accessors[key]!(item);
          if (field.kind === 'rag') return ragLabel[value as RagStatus] ?? '';
          if (field.kind === 'progress') return progressStatusLabel[value as ProgressStatus] ?? '';
          if (field.kind === 'boolean') return value ? 'Yes' : 'No';
          // A scale's unknown (-1) is an empty cell, not a score.
          if (field.kind === 'scale') return typeof value === 'number' && value > 0 ? value : '';
          return value as Scalar;
        },
      })),
    { key: 'createdAt', header: 'Created', value: (item) => item.createdAt },
    { key: 'updatedAt', header: 'Last updated', value: (item) => item.updatedAt },
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
