import type { ListQuery } from '@tandem/shared/core/list-query';
import {
  auditColumns,
  coreDataKinds,
  type CoreDataKind,
  type CoreDataKindDefinition,
} from '@tandem/shared/core-data/kinds';
import type { FieldAccessors } from '../lists/apply-list-query';
import { coreDataItemEntity } from './entities/core-data-item';

// The read side of core data items, shared by the coreData group (lists) and the exports group.

/** A core data item as the API returns it: the kind's fields flat beside id, name, version, audit. */
export type ItemResponse = Record<string, unknown> & {
  id: string;
  name: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy?: string;
};

export type Stored = {
  organisationId: string;
  kind: string;
  itemId: string;
  name: string;
  fields: unknown;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy?: string;
};

export function toResponse(stored: Stored): ItemResponse {
  return {
    ...((stored.fields ?? {}) as Record<string, unknown>),
    id: stored.itemId,
    name: stored.name,
    version: stored.version,
    createdAt: stored.createdAt,
    createdBy: stored.createdBy,
    updatedAt: stored.updatedAt,
    ...(stored.modifiedBy ? { modifiedBy: stored.modifiedBy } : {}),
  };
}

/** Every item of one kind: ONE Query `pk = ORG#<org>, begins_with(sk, CORE#<kind>#)`. */
export async function queryKind(organisationId: string, kind: CoreDataKind): Promise<ItemResponse[]> {
  const { data } = await coreDataItemEntity.query.byKind({ organisationId, kind }).go({ pages: 'all' });
  return (data as Stored[]).map(toResponse);
}

/** Sort and filter accessors: each column key reads the flat field of the same name. */
export const accessorsOf = (kind: CoreDataKind): FieldAccessors<ItemResponse> => {
  const keys = [
    'name',
    ...Object.keys((coreDataKinds[kind] as CoreDataKindDefinition).columns),
    ...Object.keys(auditColumns),
  ];
  return Object.fromEntries(
    keys.map((key) => [key, (row: ItemResponse) => row[key] as string | number | boolean | undefined]),
  );
};

/** Name order unless the caller asked for another. */
export const withDefaultSort = (query: ListQuery): ListQuery =>
  query.sorts.length > 0 ? query : { ...query, sorts: [{ key: 'name', direction: 'asc' }] };
