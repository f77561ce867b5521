import type { ProjectEntityItem } from '../data/entities/project-entity';
import type { EntityStore, ProjectScope } from './store';

type Where = (
  build: (
    attributes: { lifecycleStatus: unknown },
    operations: { eq: (a: unknown, b: string) => string },
  ) => string,
) => { go: Go };
type Go = (options: { count: number; limit: number; order: 'asc' | 'desc' }) => Promise<{ data: unknown[] }>;

/**
 * The facets of the ref index's Query: the project, and the lifecycle when the index's partition key
 * holds it (actions' gsi3 is `ORG#…#PROJECT#…#ACTIONS#<lifecycle>`, a stored layout's index). ElectroDB
 * ignores a facet a key does not use (the kit's own `…#IMPACT` Query is the same with or without it),
 * but naming it only where the key has it keeps the kit's own Query exactly as it was.
 */
function refIndexFacets(store: EntityStore, scope: ProjectScope): object {
  const indexes = (
    store.entity as { schema?: { indexes?: Record<string, { pk?: { composite?: readonly string[] } }> } }
  ).schema?.indexes;
  return indexes?.byRef?.pk?.composite?.includes('lifecycleStatus')
    ? { ...scope, lifecycleStatus: 'active' }
    : scope;
}

/**
 * The first `count` active items in ref order, from the ref-ordered index (`refIndex`): one Query that
 * reads about `count` items (more only past deleted ones), not the project's whole range.
 */
export async function firstActiveByRef(
  store: EntityStore,
  scope: ProjectScope,
  count: number,
  order: 'asc' | 'desc',
): Promise<ProjectEntityItem[]> {
  const byRef = (store.entity.query as unknown as Record<string, (facets: object) => { where: Where }>).byRef;
  if (!byRef) throw new Error(`${store.declaration.name} has no ref index`);
  const { data } = await byRef(refIndexFacets(store, scope))
    .where(({ lifecycleStatus }, { eq }) => eq(lifecycleStatus, 'active'))
    // `limit` is the Query's page size: with `count` alone ElectroDB reads 1 MB pages (about 850
    // impacts) to keep 100, which made the grid's first rows the slowest part of its first paint.
    .go({ count, limit: count, order });
  return data as ProjectEntityItem[];
}
