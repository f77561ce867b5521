import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { Tag } from '@tandem/shared/tags/schemas';
import { storedLayoutOf } from '../data/entities/project-entity';
import { tagAssociationEntity } from '../data/entities/tag-association';
import type { Caller } from '../http/caller';
import { requireFeature } from '../http/feature-gate';
import { badRequest } from '../http/http-error';
import { tagsById } from '../tags/store';
import type { HistoryTarget } from '../data/history';
import {
  allWrites,
  commitVersionedUpdate,
  commitWithHistory,
  historyItems,
  type TransactionWrites,
} from '../data/versioned-write';
import { itemTagIdsChange, itemTagIdsWrite, keepsTagIdsOnItem, TAG_IDS } from './item-tag-ids';
import { projectedItems } from './listing-rows';
import {
  historyTarget,
  projectItems,
  requireItem,
  requireItems,
  requireProject,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';

/**
 * Tags of a kit entity (`tags: true`): the association items are the one record (no copy on the
 * item), so renaming, merging or deleting a tag never touches the items and a tag change does not
 * move an item's version (a grid edit in flight stays valid). A stored layout that keeps a copy
 * (`tagIds`, actions) is the exception: see `commitTagChange` and `item-tag-ids.ts`.
 */
export const isTagged = (store: EntityStore) => store.declaration.endpoints.tags === true;
const kindOf = (store: EntityStore) => store.declaration.tagAssociation!;

/**
 * The sort keys from `TAG#<kind>` to `TAG#<kind>$` ('$' follows '#'): every `TAG#<kind>#…` key, as a
 * BETWEEN rather than ElectroDB's `begins_with`. Both read the same items in DynamoDB, but DynamoDB
 * Local walks the partition up to a `begins_with` prefix: in the bench project (45,000 link and
 * history items before `TAG#`) an empty range cost 26 ms idle and over 100 ms under load, slowing
 * the Queries beside it; the BETWEEN costs 3-5 ms. The kind is checked again on each item read.
 */
const kindRange = (store: EntityStore, scope: ProjectScope) =>
  tagAssociationEntity.query
    .byProject(scope)
    .between({ kind: kindOf(store) }, { kind: `${kindOf(store)}$` } as { kind: string });

/** Tag ids per item of the entity in the project (one Query of the project's association range). */
export async function projectTagIds(store: EntityStore, scope: ProjectScope) {
  const { data } = await kindRange(store, scope).go({ pages: 'all' });
  const byItem = new Map<string, string[]>();
  for (const association of data.filter(({ kind }) => kind === kindOf(store)))
    byItem.set(association.entityId, [...(byItem.get(association.entityId) ?? []), association.tagId]);
  return byItem;
}

async function itemTagIds(store: EntityStore, scope: ProjectScope, itemId: string) {
  // One item's keys, `TAG#<kind>#<item>` to `…<item>$` (a BETWEEN, as `kindRange` says why).
  const { data } = await tagAssociationEntity.query
    .byProject({ ...scope, kind: kindOf(store) })
    .between({ entityId: itemId }, { entityId: `${itemId}$` })
    .go({ pages: 'all', consistent: true });
  return data
    .filter((association) => association.kind === kindOf(store) && association.entityId === itemId)
    .map(({ tagId }) => tagId);
}

/**
 * One collator for every comparison: `localeCompare(…, 'en-GB')` finds one per call, about 1 ms of
 * every 100-item list page. Same order (the same locale, default options).
 */
const enGb = new Intl.Collator('en-GB');
export const byText = (a: Tag, b: Tag) => enGb.compare(a.text, b.text);

/**
 * The tags of each response, from the item's tag ids and one look-up of the texts (`readTexts`: texts
 * the caller read already, beside something else in one BatchGet). The responses are the caller's own,
 * made for this answer (every caller builds them just before): each takes its `tags` in place, where
 * `toResponse` put the key (so the key order is the one a copy would have), not a copy per answer
 * (a spread of a 30-key answer per item was ~0.4 ms of a 100-item page), so each still carries the
 * item it was made from (`readItemOf`).
 */
export async function attachTags<R extends { id: string }>(
  store: EntityStore,
  scope: ProjectScope,
  responses: R[],
  tagIds?: Map<string, string[]>,
  readTexts?: Map<string, Tag>,
): Promise<R[]> {
  if (!isTagged(store) || responses.length === 0) return responses;
  const ids =
    tagIds ??
    (responses.length === 1
      ? new Map([[responses[0]!.id, await itemTagIds(store, scope, responses[0]!.id)]])
      : await projectTagIds(store, scope));
  const texts =
    readTexts ??
    (await tagsById(
      scope.organisationId,
      responses.flatMap((response) => ids.get(response.id) ?? []),
    ));
  for (const response of responses) (response as { tags?: Tag[] }).tags = tagsOf(ids.get(response.id), texts);
  return responses;
}

/** An item's tags with their texts, by text (tags deleted since are left out). */
function tagsOf(ids: readonly string[] | undefined, texts: Map<string, Tag>): Tag[] {
  const tags: Tag[] = [];
  for (const id of ids ?? []) {
    const tag = texts.get(id);
    if (tag !== undefined) tags.push(tag);
  }
  return tags.length > 1 ? tags.sort(byText) : tags;
}

const gate = (caller: Caller, scope: ProjectScope) =>
  requireFeature(caller, scope.organisationId, OrganisationSetting.TAGS_ENABLED);

/**
 * Every tag id of the organisation, else 400 naming the field (shared with project tags); `store` words
 * it as its declaration says (`apiShape.input.tagChecks.unknownTag`).
 */
export async function requireTags(
  organisationId: string,
  tagIds: string[],
  field: string,
  store?: EntityStore,
) {
  const tags = await tagsById(organisationId, tagIds);
  refuseUnknownTags(tags, tagIds, field, store);
  return tags;
}

/** The 400 naming the field and the first of `tagIds` not among the `found` tags, if any is not. */
export function refuseUnknownTags(
  found: ReadonlyMap<string, Tag>,
  tagIds: readonly string[],
  field: string,
  store?: EntityStore,
) {
  const missing = tagIds.find((id) => !found.has(id));
  const words =
    store?.declaration.apiShape?.input?.tagChecks?.unknownTag ?? 'no tag {id} in the organisation.';
  if (missing) throw badRequest(field, `${field}: ${words.replaceAll('{id}', missing)}`);
}

const associationOf = (
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  tagId: string,
  createdBy: string,
) => ({ ...scope, kind: kindOf(store), entityId: itemId, tagId, createdBy });

async function tagsOfItem(store: EntityStore, scope: ProjectScope, itemId: string) {
  const ids = await itemTagIds(store, scope, itemId);
  const texts = await tagsById(scope.organisationId, ids);
  return ids
    .map((id) => texts.get(id))
    .filter((tag): tag is Tag => tag !== undefined)
    .sort(byText);
}

/** `POST .../tags/<association>/{id}`: one tag on one item; answers the item's tags. */
export async function addTag(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  tagId: string,
) {
  gate(caller, scope);
  const item = await requireItem(store, scope, itemId);
  await requireTags(scope.organisationId, [tagId], 'body.tagId', store);
  const before = await itemTagIds(store, scope, itemId);
  if (!before.includes(tagId))
    await commitTagChange(caller, store, scope, item, before, [...before, tagId], {
      writes: (entities) => [
        entities.tagAssociation.put(associationOf(store, scope, itemId, tagId, caller.userId)).commit(),
      ],
    });
  return tagsOfItem(store, scope, itemId);
}

/** `DELETE .../tags/<association>/{id}/{tagId}`: takes the tag off (nothing to do if it was not on). */
export async function removeTag(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  tagId: string,
) {
  gate(caller, scope);
  const item = await requireItem(store, scope, itemId);
  const before = await itemTagIds(store, scope, itemId);
  if (before.includes(tagId))
    await commitTagChange(
      caller,
      store,
      scope,
      item,
      before,
      before.filter((id) => id !== tagId),
      {
        writes: (entities) => [
          entities.tagAssociation.delete({ ...scope, kind: kindOf(store), entityId: itemId, tagId }).commit(),
        ],
      },
    );
  return tagsOfItem(store, scope, itemId);
}

/** `POST {segment}/tags`: the tags on several items; an item that already has them all is skipped. */
export async function addTags(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemIds: string[],
  tagIds: string[],
) {
  gate(caller, scope);
  // The items first (a missing one is the 404), unless the declaration checks the tags first.
  const tagsFirst = store.declaration.apiShape?.input?.tagChecks?.tagsFirst === true;
  if (tagsFirst) await requireTags(scope.organisationId, tagIds, 'body.tagIds', store);
  const items = await requireItems(store, scope, itemIds, `body.${store.declaration.name}Ids`);
  if (!tagsFirst) await requireTags(scope.organisationId, tagIds, 'body.tagIds', store);
  const current = await currentTagIds(store, scope, items);
  const result = { updated: [] as string[], skipped: [] as { id: string; reason: string }[] };
  for (const item of items) {
    const before = current.get(item.itemId) ?? [];
    const added = [...new Set(tagIds)].filter((id) => !before.includes(id));
    if (added.length === 0) {
      result.skipped.push({ id: item.itemId, reason: 'Already tagged.' });
      continue;
    }
    // One transaction an item: its associations and its history item land together.
    await commitTagChange(caller, store, scope, item, before, [...before, ...added], {
      writes: (entities) =>
        added.map((tagId) =>
          entities.tagAssociation
            .put(associationOf(store, scope, item.itemId, tagId, caller.userId))
            .commit(),
        ),
    });
    result.updated.push(item.itemId);
  }
  return result;
}

/**
 * A tag change of one item with its history item (field `tags`, the tag texts before and after) in
 * one transaction. The item's version does not move (see above), so the history item carries the
 * version the item has. A stored layout that keeps the tag ids on the item too (actions' `tagIds`)
 * gets them written in the same transaction, as a versioned change (a concurrent change of the list
 * must not be lost), so the version moves as the hand-written tag change moves it; with
 * `StoredLayout.tagHistory: 'itemTagIds'` its history item is the list's (`tagIds`, the ids), as theirs.
 */
function commitTagChange(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  item: ProjectEntityItem,
  before: string[],
  after: string[],
  writes: TagWrites,
) {
  const target = historyTarget(store, scope, item.itemId);
  if (!keepsTagIdsOnItem(store)) return commitTagHistory(caller, target, item.version, before, after, writes);
  const versioned = allWrites(itemTagIdsWrite(caller, store, scope, item, after), writes.writes);
  if (storedLayoutOf(store.entity).tagHistory === 'itemTagIds')
    return commitVersionedUpdate({
      writes: versioned,
      history: historyItems(target, caller, [itemTagIdsChange(item, after)], item.version + 1),
      target,
    });
  return commitTagHistory(caller, target, item.version + 1, before, after, {
    writes: versioned,
    versioned: true,
  });
}

type TagWrites = { writes: TransactionWrites; versioned?: boolean };

/**
 * Any tagged item's tag change (a kit item, a project): the association writes and one history item
 * (`tags`, the texts before and after, at the version the item has) land in one transaction. With
 * `versioned`, the first write is the item's version-conditional update and a refusal is the stale 409.
 */
export async function commitTagHistory(
  caller: Caller,
  target: HistoryTarget,
  version: number,
  before: string[],
  after: string[],
  writes: TagWrites,
) {
  const texts = await tagsById(target.organisationId, [...before, ...after]);
  const textsOf = (ids: string[]) =>
    ids
      .map((id) => texts.get(id)?.text)
      .filter((text): text is string => text !== undefined)
      .sort((a, b) => a.localeCompare(b, 'en-GB'));
  const change = { field: 'tags', oldValue: textsOf(before), newValue: textsOf(after) };
  const history = historyItems(target, caller, [change], version);
  if (writes.versioned) await commitVersionedUpdate({ writes: writes.writes, history, target });
  else await commitWithHistory({ writes: writes.writes, history });
}

/**
 * The tag ids each of these items has before a change: the item's own copy where the layout keeps one
 * (read with the items: no Query, and what the hand-written action calls read), else the project's
 * association range of the kind (one Query).
 */
export async function currentTagIds(
  store: EntityStore,
  scope: ProjectScope,
  items: readonly ProjectEntityItem[],
) {
  if (!keepsTagIdsOnItem(store)) return projectTagIds(store, scope);
  return new Map(items.map((item) => [item.itemId, (item[TAG_IDS] as string[] | undefined) ?? []]));
}

/**
 * Tag ids of the project's active items. Where the layout keeps `tagIds` on the item: the projected
 * rows (id, lifecycle, tag ids) of the entity's range in parallel segments (`listing-rows.ts`), one
 * read; else every item (for its lifecycle) and the association range of the kind, side by side.
 */
async function activeItemTagIds(store: EntityStore, scope: ProjectScope): Promise<string[][]> {
  if (keepsTagIdsOnItem(store))
    return (await projectedItems(store, scope, ['itemId', 'lifecycleStatus', TAG_IDS]))
      .filter((row) => row.lifecycleStatus === 'active')
      .map((row) => (row[TAG_IDS] as string[] | undefined) ?? []);
  const [items, tagIds] = await Promise.all([projectItems(store, scope), projectTagIds(store, scope)]);
  return items
    .filter((candidate) => candidate.lifecycleStatus === 'active')
    .map((item) => tagIds.get(item.itemId) ?? []);
}

/** The tags on the project's active items with how many carry each (the filter's choices). */
export async function listTags(store: EntityStore, scope: ProjectScope) {
  await requireProject(scope);
  const counts = new Map<string, number>();
  for (const ids of await activeItemTagIds(store, scope))
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const texts = await tagsById(scope.organisationId, counts.keys());
  return [...counts]
    .filter(([id]) => texts.has(id))
    .map(([id, count]) => ({ ...texts.get(id)!, count }))
    .sort(byText);
}
