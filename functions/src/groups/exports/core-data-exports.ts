import { coreDataEndpointId, type CoreDataEndpointId } from '@tandem/shared/core-data/contract';
import {
  auditColumns,
  coreDataKindNames,
  coreDataKinds,
  type CoreDataKind,
  type CoreDataKindDefinition,
} from '@tandem/shared/core-data/kinds';
import { parseFilters, parseSorts } from '@tandem/shared/core/list-query';
import type { DownloadFile } from '@tandem/shared/contract/define-endpoint';
import { MAX_PAGE_SIZE } from '@tandem/shared/core/limits';
import { buildXlsx, pickColumns, type ExportColumn } from '../../exports/xlsx';
import type { Endpoints } from '@tandem/shared/contract/endpoints';
import type { Implementation } from '../../http/group-handler';
import { accessorsOf, queryKind, withDefaultSort, type ItemResponse } from '../../data/core-data-items';
import { applyListQuery } from '../../lists/apply-list-query';

interface ExportRequest {
  params: { organisationId: string };
  query: { sorts?: string; filters?: string; columns?: string };
}

/** Columns of a kind; a reference column (a business area id) shows the referenced item's name. */
function columnsOf(kind: CoreDataKind, referenceNames: Record<string, Map<string, string>>) {
  const definition = coreDataKinds[kind] as CoreDataKindDefinition;
  const all = { ...definition.columns, ...auditColumns } as Record<string, string>;
  return Object.entries(all).map(([key, header]): ExportColumn<ItemResponse> => {
    const names = referenceNames[key];
    return {
      key,
      header,
      value: (row) => {
        const value = row[key] as string | number | boolean | undefined;
        if (names && typeof value === 'string') return names.get(value) ?? value;
        return value;
      },
    };
  });
}

/**
 * The whole filtered, sorted list of a kind as .xlsx with the requested columns, in the requested
 * order (`columns=name,city`). One Query for the kind plus one per referenced kind in the columns.
 */
export async function exportKind(kind: CoreDataKind, request: ExportRequest): Promise<DownloadFile> {
  const { organisationId } = request.params;
  const definition = coreDataKinds[kind] as CoreDataKindDefinition;
  const requested = request.query.columns?.split(',').filter((key) => key !== '');
  const wanted = requested && requested.length > 0 ? requested : Object.keys(definition.columns);
  const references = Object.entries(definition.references ?? {}).filter(([field]) =>
    wanted.includes(field),
  ) as [string, CoreDataKind][];
  const [rows, ...referenced] = await Promise.all([
    queryKind(organisationId, kind),
    ...references.map(([, target]) => queryKind(organisationId, target)),
  ]);
  const referenceNames = Object.fromEntries(
    references.map(([field], index) => [
      field,
      new Map((referenced[index] ?? []).map((item) => [item.id, item.name])),
    ]),
  );
  const all = columnsOf(kind, referenceNames);
  const listed = applyListQuery(
    rows,
    withDefaultSort({
      page: 1,
      pageSize: Math.max(rows.length, MAX_PAGE_SIZE),
      sorts: parseSorts(request.query.sorts),
      filters: parseFilters(request.query.filters),
    }),
    accessorsOf(kind),
  );
  const today = new Date().toISOString().slice(0, 10);
  return buildXlsx({
    fileName: `${definition.segment}-${today}.xlsx`,
    sheetName: `${definition.label}s`,
    columns: pickColumns(all, requested),
    rows: listed.items,
  });
}

/** Exports of core data lists: one per kind, generated from the kinds table. */
export const coreDataExports = Object.fromEntries(
  coreDataKindNames.map((kind) => [
    coreDataEndpointId(kind, 'export'),
    (request: ExportRequest) => exportKind(kind, request),
  ]),
) as unknown as {
  [Id in CoreDataEndpointId<CoreDataKind, 'export'>]: Implementation<Endpoints[Id]>;
};
