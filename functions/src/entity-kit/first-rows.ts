import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../data/client';
import type { ProjectEntityItem } from '../data/entities/project-entity';
import { plainReaderOf, type PlainReader } from './plain-reads';
import type { EntityStore, ProjectScope, StoredItem } from './store';

type Where = (
  build: (
    attributes: { lifecycleStatus: unknown },
    operations: { eq: (a: unknown, b: string) => string },
  ) => string,
) => { go: Go; params: (options: Options) => QueryCommandInput };
type Options = { count: number; limit: number; order: 'asc' | 'desc' };
type Go = (options: Options) => Promise<{ data: unknown[] }>;

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
  const query = () =>
    byRef(refIndexFacets(store, scope)).where(({ lifecycleStatus }, { eq }) => eq(lifecycleStatus, 'active'));
  // `limit` is the Query's page size: with `count` alone ElectroDB reads 1 MB pages (about 850
  // impacts) to keep 100, which made the grid's first rows the slowest part of its first paint.
  const options = { count, limit: count, order };
  const plain = plainReaderOf(store);
  if (plain)
    return plainRead(
      queryParams(store, scope, count, order, () => query().params(options)),
      count,
      plain,
    );
  const { data } = await query().go(options);
  return data as ProjectEntityItem[];
}

/**
 * The Query ElectroDB builds for a model, project, count and order, kept per warm Lambda: the same
 * few pages are asked for again and again, and building the chain and its params (key templates,
 * the filter's attribute proxies) cost ~0.8 ms of each 100-item page. The params are a pure function
 * of those inputs, and a page's own Query input is a copy (`plainRead`), so the kept one never changes.
 */
const keptParams = new WeakMap<object, Map<string, QueryCommandInput>>();
const MAX_KEPT_PARAMS = 500;
function queryParams(
  store: EntityStore,
  scope: ProjectScope,
  count: number,
  order: 'asc' | 'desc',
  build: () => QueryCommandInput,
) {
  let kept = keptParams.get(store.entity);
  if (!kept) keptParams.set(store.entity, (kept = new Map()));
  const key = `${scope.organisationId}/${scope.projectId}/${count}/${order}`;
  let params = kept.get(key);
  if (!params) {
    if (kept.size >= MAX_KEPT_PARAMS) kept.clear();
    params = build();
    kept.set(key, params);
  }
  return params;
}

/**
 * The same Query as ElectroDB's `go` sends (its own `params`), read raw and converted by the layout's
 * plain reader (`StoredLayout.plainReads`): page after page until `count` items of the model are read,
 * as `go` with `count` reads them.
 */
async function plainRead(params: QueryCommandInput, count: number, read: PlainReader) {
  const items: ProjectEntityItem[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient.send(new QueryCommand({ ...params, ExclusiveStartKey: startKey }));
    for (const row of page.Items ?? []) {
      const item = read(row as StoredItem);
      if (item) items.push(item);
      if (items.length === count) return items;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
