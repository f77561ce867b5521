import type { Paged } from '@tandem/shared/lists/paged';
import { coreDataEndpointId, type CoreDataVerb } from '@tandem/shared/core-data/contract';
import type { CoreDataItem, CoreDataKind } from '@tandem/shared/core-data/kinds';
import { apiCall, type DownloadedFile } from '@/lib/api-client';
import type { ListApiQuery } from '@/ui/data-list/use-list-query';

type LooseOptions = {
  params: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls the generated endpoint of a kind (`listLocations`, `createLocation`, ...). The generic page
 * picks the kind at run time, so the precise per-kind types of `apiCall` cannot be named here; the
 * results are typed by the kinds table instead.
 */
export const callCoreData = (
  kind: CoreDataKind,
  verb: CoreDataVerb,
  options: LooseOptions,
): Promise<unknown> =>
  (apiCall as unknown as (id: string, options: LooseOptions) => Promise<unknown>)(
    coreDataEndpointId(kind, verb),
    options,
  );

export type CoreDataPage = Paged<CoreDataItem>;
export type { CoreDataItem, DownloadedFile, ListApiQuery };

export const coreDataKeys = {
  all: (organisationId: string) => ['organisations', organisationId, 'core-data'] as const,
  kind: (organisationId: string, kind: CoreDataKind) => [...coreDataKeys.all(organisationId), kind] as const,
  list: (organisationId: string, kind: CoreDataKind, query: ListApiQuery) =>
    [...coreDataKeys.kind(organisationId, kind), 'list', query] as const,
};
