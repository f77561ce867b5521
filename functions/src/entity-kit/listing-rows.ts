import type { ListQuery } from '@tandem/shared/core/list-query';
import { customFieldIdOf } from '@tandem/shared/custom-fields/custom-field-key';
import { keepsName, memberNameKey } from '@tandem/shared/entity-kit/schemas';
import { activeCount } from './active-count';
import type { EntityStore, ProjectEntityItem, ProjectScope } from './store';
import { keepsTagIdsOnItem, TAG_IDS } from './item-tag-ids';
import type { ListingOptions } from './list-keys';

/**
 * Items per segment of the project's range. A Query call reads at most 1 MB of items (before any
 * projection: it lowers what is sent, not what is read); about 850 impacts fit, so a segment of 600
 * is usually one call and the segments run side by side (as actions' `REFS_PER_SEGMENT`).
 */
export const ITEMS_PER_SEGMENT = 600;
/** Parallel Queries at most, so a huge project does not open hundreds of connections at once. */
const MAX_PARALLEL_SEGMENTS = 16;
/** Hex digits of a segment boundary: 4,096 possible boundaries, far more than any project needs. */
const BOUNDARY_DIGITS = 3;
/**
 * The last segment's upper bound: the highest code point, above every id that does not begin with it
 * (a noncharacter no id generator makes), so the segments cover the entity's whole range without
 * reading past it into the partition's other items (`>=` alone would read every later sk prefix).
 */
const HIGHEST_ID = '\u{10FFFF}';

/** The attributes every listing needs whatever it sorts or filters by: the id, ref and lifecycle. */
const ALWAYS_READ = ['itemId', 'refNumber', 'lifecycleStatus'];

/**
 * The stored attributes a listing's sorts and filters read through `accessorsOf` (list.ts): a field,
 * plus its kept name for a member (`owner` sorts by `ownerName`) and the single member a member list
 * grew from (`legacyMember`); a custom value reads `customFields`; tags are read apart unless the items
 * keep their own tag ids; a key the entity lists its own way reads the attributes it names. Names are the
 * model's attribute names, so ElectroDB projects a `StoredLayout`'s stored names (`owner` → `ownerId`).
 */
export function listingAttributes(
  store: EntityStore,
  query: ListQuery,
  keys: ListingOptions['keys'] = {},
): string[] {
  const wanted = new Set(ALWAYS_READ);
  for (const { key } of [...query.sorts, ...query.filters]) {
    // A key the entity reads its own way (`EntityOptions.listing`) reads what it names.
    const own = keys[key];
    if (own) {
      for (const attribute of own.attributes) wanted.add(attribute);
      continue;
    }
    // Tags of items keeping their own copy of the ids are read from it.
    if (key === 'tags' && keepsTagIdsOnItem(store)) wanted.add(TAG_IDS);
    if (customFieldIdOf(key)) {
      wanted.add('customFields');
      continue;
    }
    wanted.add(key);
    const field = store.declaration.fields[key];
    if (field && keepsName(field)) wanted.add(memberNameKey(key));
    if (field?.legacyMember) wanted.add(field.legacyMember).add(memberNameKey(field.legacyMember));
  }
  // Keys that are no stored attribute (`tags`) are not projected (ElectroDB refuses unknown names).
  const attributes = (store.entity as unknown as { schema: { attributes: Record<string, unknown> } }).schema
    .attributes;
  return [...wanted].filter((name) => name in attributes);
}

/**
 * `count` ranges of item ids covering every id, in key order: boundaries split the hex space of the
 * kit's random UUIDs evenly (`[from, to]`, both inclusive, as DynamoDB's BETWEEN; an id equal to a
 * boundary is read twice and kept once). Any other id still falls in exactly one range or on a boundary.
 */
export function idSegments(count: number) {
  const segments = Math.min(Math.max(1, Math.floor(count)), 16 ** BOUNDARY_DIGITS);
  const boundaries = Array.from({ length: segments - 1 }, (_, index) =>
    Math.floor(((index + 1) * 16 ** BOUNDARY_DIGITS) / segments)
      .toString(16)
      .padStart(BOUNDARY_DIGITS, '0'),
  );
  return Array.from({ length: segments }, (_, index) => ({
    from: index === 0 ? '' : boundaries[index - 1]!,
    to: index === segments - 1 ? HIGHEST_ID : boundaries[index]!,
  }));
}

type Go = (options: object) => Promise<{ data: unknown[] }>;
type ByProject = (facets: object) => { go: Go; between: (from: object, to: object) => { go: Go } };

async function readSegment(
  store: EntityStore,
  scope: ProjectScope,
  segment: { from: string; to: string } | undefined,
  attributes: readonly string[],
) {
  const byProject = (store.entity.query as unknown as { byProject: ByProject }).byProject(scope);
  // One segment: the entity's whole range (`begins_with`), the same key condition as `projectItems`.
  const range = segment ? byProject.between({ itemId: segment.from }, { itemId: segment.to }) : byProject;
  const { data } = await range.go({ pages: 'all', attributes });
  return data as ProjectEntityItem[];
}

/**
 * Every item of the entity in the project with only `attributes`, in the range's key order (so rows
 * that sort equal keep the order `projectItems` gives them). The active-items counter (one GetItem)
 * sizes the segments; the segments are read in parallel waves and joined in order. Deleted and
 * archived items are read too: the listing's own filter decides (a lifecycle filter may want them).
 */
export async function projectedItems(
  store: EntityStore,
  scope: ProjectScope,
  attributes: readonly string[],
  itemsPerSegment = ITEMS_PER_SEGMENT,
): Promise<ProjectEntityItem[]> {
  const segmentCount = Math.ceil((await activeCount(store, scope)) / itemsPerSegment);
  if (segmentCount <= 1) return readSegment(store, scope, undefined, attributes);
  const segments = idSegments(segmentCount);
  const results: ProjectEntityItem[][] = [];
  for (let start = 0; start < segments.length; start += MAX_PARALLEL_SEGMENTS) {
    const wave = segments.slice(start, start + MAX_PARALLEL_SEGMENTS);
    results.push(
      ...(await Promise.all(wave.map((segment) => readSegment(store, scope, segment, attributes)))),
    );
  }
  // An id equal to a boundary ends one segment and starts the next: adjacent once joined.
  return results.flat().filter((item, index, all) => index === 0 || all[index - 1]!.itemId !== item.itemId);
}
