import { SortDirection } from '@tandem/shared/core/list-query';
import { MAX_PAGE_SIZE } from '@tandem/shared/core/limits';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useMemo } from 'react';
import { toApiQuery } from '@/ui/data-list/use-list-query';
import { useCoreDataItems } from '../api/list-core-data-items';

const referenceQuery = toApiQuery({
  page: 1,
  pageSize: MAX_PAGE_SIZE,
  sorts: [{ key: 'name', direction: SortDirection.ASCENDING }],
  filters: [],
});

/** The items of a referenced kind as select options (id → name); nothing when `kind` is absent. */
export function useReferenceOptions(organisationId: string, kind: CoreDataKind | undefined) {
  const query = useCoreDataItems(kind ?? 'businessArea', organisationId, referenceQuery, {
    enabled: kind !== undefined,
  });
  return useMemo(
    () => (kind ? (query.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })) : []),
    [kind, query.data],
  );
}
