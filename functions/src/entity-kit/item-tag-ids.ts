import { storedLayoutOf } from '../data/entities/project-entity';
import { transactionEntity, type FieldChange, type TransactionWrites } from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { itemKey, readItemOf, type EntityStore, type ProjectEntityItem, type ProjectScope } from './store';

/**
 * The item's own copy of its tag ids, for a stored layout that keeps one (actions' `tagIds`: their
 * list and reports read it from the item). The kit's own layout keeps tags only as association items;
 * a layout keeps the copy when it lays out a `tagIds` attribute, and the kit's tag writes then keep
 * it in step with the associations in the same transaction.
 */
export const TAG_IDS = 'tagIds';

export const keepsTagIdsOnItem = (store: EntityStore) =>
  storedLayoutOf(store.entity).attributes?.[TAG_IDS] !== undefined;

/**
 * The item's list after a change to `after`: the ids it keeps stay in their order, new ones follow in
 * the order given (as the hand-written tag calls append them).
 */
export function itemTagIdsAfter(item: ProjectEntityItem, after: readonly string[]): string[] {
  const current = ((item[TAG_IDS] as string[] | undefined) ?? []).filter((id) => after.includes(id));
  return [...current, ...after.filter((id) => !current.includes(id))];
}

/**
 * The history change of the item's list (`StoredLayout.tagHistory: 'itemTagIds'`): field `tagIds`, the
 * ids before and after in the item's order, as the hand-written action tag change recorded it.
 */
export const itemTagIdsChange = (item: ProjectEntityItem, after: readonly string[]): FieldChange => ({
  field: TAG_IDS,
  oldValue: item[TAG_IDS] ?? null,
  newValue: itemTagIdsAfter(item, after),
});

/**
 * The item's version-conditional update setting its tag ids (and the layout's derived attributes, set
 * on every write): the first write of a tag change's transaction, so a refusal is the stale 409.
 */
export const itemTagIdsWrite =
  (
    caller: Caller,
    store: EntityStore,
    scope: ProjectScope,
    item: ProjectEntityItem,
    after: readonly string[],
  ): TransactionWrites =>
  (entities) => {
    const layout = storedLayoutOf(store.entity);
    const next = { ...item, [TAG_IDS]: itemTagIdsAfter(item, after) };
    return [
      transactionEntity(entities, store.entity)
        .patch(itemKey(scope, item.itemId))
        .set({
          [TAG_IDS]: next[TAG_IDS],
          ...layout.deriveAttributes?.(next),
          modifiedBy: caller.userId,
        } as never)
        .add({ version: 1 } as never)
        .where(({ version }, { eq }) => eq(version, item.version))
        .commit(),
    ];
  };

/** What a create keeps on the item for its tags: the layout's copy of the ids, if it keeps one. */
export const createdTagIds = (store: EntityStore, tagIds: readonly string[] | undefined) =>
  keepsTagIdsOnItem(store) ? { [TAG_IDS]: [...new Set(tagIds ?? [])] } : {};

/**
 * The tag ids of answers made from items the kit read or just wrote (`readItemOf`: a get, a write's
 * answer), from the item's own copy where the layout keeps one: the kit's tag writes keep it in step
 * with the association items in the same transaction, so the answer needs no association Query. None
 * (then `attachTags` queries) when the layout keeps no copy or an answer was made from no such item.
 */
export function readItemTagIds(store: EntityStore, answers: readonly { id: string }[]) {
  if (!keepsTagIdsOnItem(store)) return undefined;
  const items = answers.map((answer) => {
    const read = readItemOf(answer);
    return read?.stored ?? read?.item;
  });
  if (items.some((item) => item === undefined)) return undefined;
  return new Map(
    answers.map((answer, index) => [answer.id, (items[index]![TAG_IDS] as string[] | undefined) ?? []]),
  );
}
