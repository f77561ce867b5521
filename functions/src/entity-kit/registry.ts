import type { EntityStore } from './store';

/**
 * The kit entities a group serves, by name, so a `parent` field can find its parent's store (does the
 * course group exist?) and a parent its children's (may it be deleted?). `entityImplementations`
 * registers each store; a parent and its children are always served by the same group.
 */
const stores = new Map<string, EntityStore>();

export const registerStore = (store: EntityStore) => stores.set(store.declaration.name, store);

export function storeNamed(name: string): EntityStore {
  const store = stores.get(name);
  // A declaration mistake, not a request fault: the group must serve the parent too.
  if (!store) throw new Error(`The entity kit has no store named ${name}: serve it in the same group.`);
  return store;
}

/** The stores whose `parent` fields point at this entity, with the field names. */
export const childrenOf = (name: string) =>
  [...stores.values()].flatMap((store) =>
    Object.entries(store.declaration.fields)
      .filter(([, field]) => field.kind === 'parent' && field.parent === name)
      .map(([key]) => ({ store, key })),
  );
