import { randomUUID } from 'node:crypto';
import { nextRefNumbers } from '../data/counter';
import {
  indexedMemberOf,
  MEMBER_INDEX_KEY,
  storedLayoutOf,
  type StoredLayout,
} from '../data/entities/project-entity';
import {
  allWrites,
  commitVersionedUpdate,
  commitWithHistory,
  historyItems,
  transactionEntity,
  type FieldChange,
  type TransactionWrites,
} from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { activeCountMove } from './active-count';
import { notifyKitAssignments } from '../notifications/kit-events';
import {
  historyTarget,
  itemKey,
  keptAsRead,
  storedItemOf,
  type EntityStore,
  type ProjectEntityItem,
  type ProjectScope,
} from './store';
import { changesOf, onlyChanged, type StoredValues } from './values';
import { storedChange, storedHistoryChange, storedSnapshot, withoutUnstored } from './stored-forms';
import { createdTagAttributes, createdTagWrites, type CreatedTags } from './created-tags';

/**
 * Clearing an indexed member moves the item to gsi1's `none` partition: the derived key is recomputed
 * on a set (ElectroDB `watch`) but not on a REMOVE, so the write names it.
 */
function clearedMemberIndex(store: EntityStore, remove: string[]): Record<string, string> {
  const member = indexedMemberOf(store.declaration);
  return member && remove.includes(member) ? { [MEMBER_INDEX_KEY]: 'none' } : {};
}

/**
 * THE write of every change to an existing item: the version-conditional update, one history item per
 * changed field and the version bump, in one transaction (`commitVersionedUpdate`). A stale version
 * answers its one 409 shape (who changed which field, when) and writes nothing. A change that changes
 * nothing at the current version writes nothing; at a stale version it is still refused.
 */
export async function commitItemChange(input: {
  caller: Caller;
  store: EntityStore;
  scope: ProjectScope;
  item: ProjectEntityItem;
  seenVersion: number;
  values: StoredValues;
  /** Extra changes that are not declared fields (the lifecycle of a delete, a review). */
  extraChanges?: FieldChange[];
  /** Attributes to set as they are (the custom values map), beside ... */
  attributes?: Record<string, unknown>;
  /** ... the history changes they make (`custom.<fieldId>`). */
  attributeChanges?: FieldChange[];
  kind?: 'update' | 'delete';
  /** Counters added on the same update (a review's comment: noteCount). */
  increments?: Record<string, number>;
  /** Writes of other items in the same transaction (a comment, moved linked items). */
  also?: TransactionWrites;
  /** Write (the version moves) even when nothing changes: a repeat review, where the layout says so. */
  touch?: boolean;
  /** What a write rule's refusal names for a field (default `body.<field>`; a grid edit: its payload). */
  at?: (key: string) => string;
  /** The edit form's save of the item (`updateItem`): write rules may check its fields together. */
  form?: boolean;
}): Promise<ProjectEntityItem> {
  const { caller, store, scope, item, seenVersion } = input;
  const layout = storedLayoutOf(store.entity);
  // The entity's write rules first: what they answer is the change asked for (and its history).
  const at = input.at ?? ((key: string) => `body.${key}`);
  const ruled = (await layout.writeRules?.beforeUpdate?.(item, input.values, at, {
    form: input.form === true,
  })) ?? {
    values: input.values,
  };
  const changes = [
    ...changesOf(store, item, ruled.values),
    ...(input.extraChanges ?? []),
    ...(input.attributeChanges ?? []),
    ...(ruled.attributeChanges ?? []),
  ];
  if (changes.length === 0 && seenVersion === item.version && !input.also && !input.touch) return item;
  const { set, remove } = onlyChanged(ruled.values, changes);
  const extra = {
    ...Object.fromEntries((input.extraChanges ?? []).map((change) => [change.field, change.newValue])),
    ...input.attributes,
    ...ruled.attributes,
    ...clearedMemberIndex(store, remove),
  };
  const next: ProjectEntityItem = { ...item, ...set, ...extra };
  for (const [key, delta] of Object.entries(input.increments ?? {}))
    next[key] = ((item[key] as number | undefined) ?? 0) + delta;
  for (const key of remove) delete next[key];
  const stored = storedChange(layout, { ...set, ...extra, ...layout.deriveAttributes?.(next) }, remove);
  const target = historyTarget(store, scope, item.itemId);
  await commitVersionedUpdate({
    writes: allWrites(
      (entities) => {
        let patch = transactionEntity(entities, store.entity)
          .patch(itemKey(scope, item.itemId))
          .set({ ...stored.set, modifiedBy: caller.userId } as never);
        if (stored.remove.length > 0) patch = patch.remove(stored.remove as never);
        return [
          patch
            .add({ version: 1, ...input.increments } as never)
            .where(({ version }, { eq }) => eq(version, seenVersion))
            .commit(),
        ];
      },
      projectionWrites(store, [next]),
      input.also,
    ),
    history: historyItems(
      target,
      caller,
      changes.map((change) => storedHistoryChange(layout, change, storedItemOf(item))),
      seenVersion + 1,
      input.kind ?? 'update',
    ),
    target,
  });
  await notifyKitAssignments(caller, store.declaration, scope, [{ before: item, after: next }]);
  // The item as this write left it is what its answer is made from (`keptAsRead`): its computed values
  // and kept tag ids read it, not the item again (the write was all or nothing, so it is as stored).
  const [written] = keptAsRead([
    {
      ...withoutUnstored(layout, next),
      version: seenVersion + 1,
      modifiedBy: caller.userId,
      updatedAt: new Date().toISOString(),
    },
  ]);
  return written!;
}

/**
 * The writes that keep the entity's projection (if it has one) of these items as they are after the
 * change: its item put, or its delete once an item leaves it (`data/item-projections.ts`).
 */
function projectionWrites(store: EntityStore, items: ProjectEntityItem[]): TransactionWrites | undefined {
  const projection = storedLayoutOf(store.entity).projection;
  if (!projection) return undefined;
  return (entities) => {
    const entity = transactionEntity(entities, projection.entity);
    return items.map((item) => {
      const projected = projection.itemOf(item);
      return projected
        ? entity.put(projected as never).commit()
        : entity.delete(projection.keyOf(item) as never).commit();
    });
  };
}

// DynamoDB takes 100 items per transaction: an item and its history item fit 50 times; keep room
// (an item with a projection writes three: 30 a transaction).
const ITEMS_PER_TRANSACTION = 40;
const PROJECTED_ITEMS_PER_TRANSACTION = 30;

/**
 * Creates items from stored values: ref numbers taken atomically from the project's counter of the
 * entity, then each item with its `create` history item, in transactions of up to 40 (all or nothing
 * per transaction; a failed condition is a 409). `tagged[i]` tags the i-th new item in its own
 * transaction (a tagged entity: its association items, and a stored layout's `tagIds`); the caller
 * has checked those tags (`requireCreatedTags`) where its body's order of checks puts them.
 */
export async function createItems(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  valuesList: StoredValues[],
  tagged: readonly (CreatedTags | undefined)[] = [],
  /** How the i-th item's body is named in a 400 (`body`, `body.actions.2`). */
  at: (index: number) => string = () => 'body',
): Promise<ProjectEntityItem[]> {
  const layout = storedLayoutOf(store.entity);
  // The entity's write rules before any ref number is taken: a refused item spends none.
  const ruled = [];
  for (const [index, values] of valuesList.entries())
    ruled.push(
      (await layout.writeRules?.beforeCreate?.(scope, values, (key) => `${at(index)}.${key}`)) ?? { values },
    );
  const refs = await nextRefNumbers(
    scope.organisationId,
    scope.projectId,
    store.declaration.name,
    valuesList.length,
  );
  const now = new Date().toISOString();
  const built = ruled.map(({ values, attributes }, index): ProjectEntityItem => ({
    ...values.set,
    ...attributes,
    ...valuesList[index]!.kept,
    ...createdTagAttributes(store, tagged[index]),
    ...scope,
    itemId: randomUUID(),
    refNumber: refs[index]!,
    lifecycleStatus: 'active',
    noteCount: 0,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
    version: 1,
  }));
  const items = built.map((item) =>
    withoutUnstored(layout, { ...item, ...layout.deriveAttributes?.(item) } as ProjectEntityItem),
  );
  // An item created with tags writes up to a call's tags beside it: one such item a transaction.
  const perTransaction = tagged.some((tags) => (tags?.tagIds.length ?? 0) > 0)
    ? 1
    : layout.projection
      ? PROJECTED_ITEMS_PER_TRANSACTION
      : ITEMS_PER_TRANSACTION;
  for (let start = 0; start < items.length; start += perTransaction) {
    const batch = items.slice(start, start + perTransaction);
    await commitWithHistory({
      writes: allWrites(
        (entities) =>
          batch.map((item) =>
            transactionEntity(entities, store.entity)
              .create(item as never)
              .commit(),
          ),
        projectionWrites(store, batch),
        activeCountMove(store, scope, batch.length),
        layout.writeRules?.onCreate?.(scope),
        createdTagWrites(
          caller,
          store,
          scope,
          batch.map((item, index) => [item, tagged[start + index]]),
        ),
      ),
      history: batch.flatMap((item) =>
        historyItems(
          historyTarget(store, scope, item.itemId),
          caller,
          [
            {
              field: store.declaration.name,
              oldValue: null,
              newValue: storedSnapshot(layout, snapshot(store, layout, item)),
            },
          ],
          1,
          'create',
        ),
      ),
    });
    await notifyKitAssignments(
      caller,
      store.declaration,
      scope,
      batch.map((item) => ({ after: item })),
    );
  }
  // As an update's answer: the new items as written are what the answers are made from.
  return keptAsRead(items);
}

/**
 * What a create writes to history: the ref and the declared fields it was created with, or the
 * layout's own list of fields, each with its value or the field's empty one (`createdSnapshot`).
 */
const snapshot = (store: EntityStore, layout: StoredLayout, item: ProjectEntityItem) => ({
  refNumber: item.refNumber,
  ...Object.fromEntries(
    layout.createdSnapshot
      ? layout.createdSnapshot.map((key) => [key, item[key] ?? store.declaration.fields[key]?.empty ?? null])
      : Object.keys(store.declaration.fields)
          .filter((key) => item[key] !== undefined)
          .map((key) => [key, item[key]]),
  ),
});
