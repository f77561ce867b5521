import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callCoreData, coreDataKeys, type CoreDataPage, type ListApiQuery } from './core-data-call';

export const listCoreDataItems = (
  kind: CoreDataKind,
  organisationId: string,
  query: ListApiQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CoreDataPage> =>
  callCoreData(kind, 'list', { params: { organisationId }, query, signal }) as Promise<CoreDataPage>;

export const listCoreDataItemsQueryOptions = (
  kind: CoreDataKind,
  organisationId: string,
  query: ListApiQuery,
) =>
  queryOptions({
    queryKey: coreDataKeys.list(organisationId, kind, query),
    queryFn: ({ signal }) => listCoreDataItems(kind, organisationId, query, { signal }),
  });

/** One page of a kind; the previous page stays on screen while the next one loads. */
export const useCoreDataItems = (
  kind: CoreDataKind,
  organisationId: string,
  query: ListApiQuery,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  useQuery({
    ...listCoreDataItemsQueryOptions(kind, organisationId, query),
    placeholderData: keepPreviousData,
    enabled,
  });
