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
  const { data } = await byRef(scope)
    .where(({ lifecycleStatus }, { eq }) => eq(lifecycleStatus, 'active'))
    // `limit` is the Query's page size: with `count` alone ElectroDB reads 1 MB pages (about 850
    // impacts) to keep 100, which made the grid's first rows the slowest part of its first paint.
    .go({ count, limit: count, order });
  return data as ProjectEntityItem[];
}
