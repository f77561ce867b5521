import { badRequest } from '../http/http-error';
import type { Caller } from '../http/caller';
import type { Tag } from '@tandem/shared/tags/schemas';
import type { TransactionWrites } from '../data/versioned-write';
import { createdTagIds } from './item-tag-ids';
import type { EntityStore, ProjectEntityItem, ProjectScope } from './store';
import { tagsById } from '../tags/store';
import { attachTags, currentTagIds, isTagged, refuseUnknownTags } from './tags';

/** The tags a new item is created with, and the field that named them (for the 400). */
export interface CreatedTags {
  readonly tagIds: readonly string[];
  readonly field: string;
}

/**
 * Every tag a create names exists in the organisation (else the 400 naming the field of the first item
 * naming an unknown one), checked before any ref number is taken; an entity without tags takes none.
 * One read of the texts for all the items, less those in `read` (texts earlier checks of the same call
 * read: add-multiple checks item by item), which it answers with these added, so the create's answer
 * reads none again.
 */
export async function requireCreatedTags(
  store: EntityStore,
  scope: ProjectScope,
  tagged: readonly (CreatedTags | undefined)[],
  read: Map<string, Tag> = new Map(),
) {
  const named = tagged.filter((tags): tags is CreatedTags => (tags?.tagIds.length ?? 0) > 0);
  if (named.length > 0 && !isTagged(store))
    throw badRequest(named[0]!.field, `${named[0]!.field}: a ${store.declaration.name} takes no tags.`);
  const unread = named.flatMap(({ tagIds }) => tagIds).filter((id) => !read.has(id));
  for (const [id, tag] of await tagsById(scope.organisationId, unread)) read.set(id, tag);
  for (const { tagIds, field } of named) refuseUnknownTags(read, tagIds, field, store);
  return read;
}

/** What the new item keeps of its tags (a stored layout's `tagIds`; nothing on the kit's own). */
export const createdTagAttributes = (store: EntityStore, tags: CreatedTags | undefined) =>
  tags && isTagged(store) ? createdTagIds(store, tags.tagIds) : {};

/** The association items of new items' tags, for the create's own transaction. */
export const createdTagWrites =
  (
    caller: Caller,
    store: EntityStore,
    scope: ProjectScope,
    created: readonly [ProjectEntityItem, CreatedTags | undefined][],
  ): TransactionWrites =>
  (entities) =>
    created.flatMap(([item, tags]) =>
      [...new Set(tags?.tagIds ?? [])].map((tagId) =>
        entities.tagAssociation
          .put({
            ...scope,
            kind: store.declaration.tagAssociation!,
            entityId: item.itemId,
            tagId,
            createdBy: caller.userId,
          })
          .commit(),
      ),
    );

/** The tags each create body names (`tagIds`), with the field a refusal names. */
export const createdTagsOf = (inputs: readonly Record<string, unknown>[], at: (index: number) => string) =>
  inputs.map((input, index): CreatedTags | undefined =>
    Array.isArray(input.tagIds)
      ? { tagIds: input.tagIds as string[], field: `${at(index)}.tagIds` }
      : undefined,
  );

/**
 * A create that named tags answers them on its items (as a get does), with the texts its check read
 * (`requireCreatedTags`: every named tag was found, so they cover the answer); one that named none
 * answers as it always has.
 */
export async function withCreatedTags<R extends { id: string }>(
  store: EntityStore,
  scope: ProjectScope,
  responses: R[],
  tagged: readonly (CreatedTags | undefined)[],
  checkedTexts: Map<string, Tag>,
): Promise<R[]> {
  if (!tagged.some((tags) => tags !== undefined)) return responses;
  const ids = new Map(
    responses.map((response, index) => [response.id, [...new Set(tagged[index]?.tagIds ?? [])]]),
  );
  return attachTags(store, scope, responses, ids, checkedTexts);
}

/** The tags copies of items are created with: each original's, from the item's own copy where kept. */
export async function copiedTags(
  store: EntityStore,
  scope: ProjectScope,
  items: readonly ProjectEntityItem[],
  field: string,
): Promise<CreatedTags[]> {
  if (!isTagged(store)) return [];
  // Where the layout keeps no copy on the item, its tags are read from the associations (issue 28
  // item 8: a copy of a benefit or impact dropped them).
  const tagIds = await currentTagIds(store, scope, items);
  return items.map((item) => ({ tagIds: tagIds.get(item.itemId) ?? [], field }));
}
