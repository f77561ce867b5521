import { counterEntity } from '../data/entities/counter';
import { storedLayoutOf } from '../data/entities/project-entity';
import type { TransactionWrites } from '../data/versioned-write';
import { projectItems, type EntityStore, type ProjectScope } from './store';

/**
 * The counter of a project's active items of one entity, beside its ref counter (`COUNTER#<name>#active`,
 * or the kind its stored layout names: actions' `COUNTER#activeActions`).
 */
const counterKey = (store: EntityStore, scope: ProjectScope) => ({
  organisationId: scope.organisationId,
  projectId: scope.projectId,
  kind: storedLayoutOf(store.entity).activeCounterKind ?? `${store.declaration.name}#active`,
});

/**
 * The counter moved by `delta` in the transaction of the change that makes items active (create,
 * add-multiple, duplicate, create-from-upload, copy) or takes an active one away (delete, delete-range).
 */
export const activeCountMove =
  (store: EntityStore, scope: ProjectScope, delta: number): TransactionWrites =>
  (entities) => [entities.counter.update(counterKey(store, scope)).add({ value: delta }).commit()];

/** The counter's GetItem, for a read that takes it in a BatchGet beside other items (`counted-tags.ts`). */
export const activeCounterGet = (store: EntityStore, scope: ProjectScope) =>
  counterEntity.get(counterKey(store, scope));

/** The counter item as read: `counted` once it was counted from the items. */
export type ActiveCounter = { value: number; counted?: boolean } | null | undefined;

/** How many items of the project are active: one GetItem (`activeCountOf` says how it heals). */
export async function activeCount(store: EntityStore, scope: ProjectScope): Promise<number> {
  const { data: counter } = await activeCounterGet(store, scope).go({ consistent: true });
  return activeCountOf(store, scope, counter);
}

/**
 * The count a counter read (`counter`, none when never written) answers. A counter not yet `counted`
 * (items written before it existed: seeds, older data) heals itself: the items are counted once (one
 * read of the range) and the figure is kept only if no write moved the counter meanwhile (conditional
 * on the value read first), so a concurrent create is never lost; the next list counts again in that case.
 */
export async function activeCountOf(
  store: EntityStore,
  scope: ProjectScope,
  counter: ActiveCounter,
): Promise<number> {
  if (counter?.counted) return counter.value;
  const count = (await projectItems(store, scope)).filter((item) => item.lifecycleStatus === 'active').length;
  await counterEntity
    .update(counterKey(store, scope))
    .set({ value: count, counted: true })
    .where(({ value }, { eq, notExists }) => (counter ? eq(value, counter.value) : notExists(value)))
    .go()
    .catch((error: { cause?: { name?: string } }) => {
      // Moved meanwhile: it stays uncounted and the next read counts again.
      if (error.cause?.name !== 'ConditionalCheckFailedException') throw error;
    });
  return count;
}
