import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import { isKitModel, projectEntityOf, type ProjectEntityModel } from '../data/entities/project-entity';
import { data } from '../data/service';
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

/**
 * The kit model of a declared entity: the one its group serves, else the one the data Service
 * registers (built once, with the stored layout of an entity that predates the kit: actions), else one
 * built from the declaration alone (the kit's own layout).
 */
export function kitModelOf(declaration: ProjectEntityDeclaration): ProjectEntityModel {
  const registered =
    stores.get(declaration.name)?.entity ??
    Object.values(data.entities).find(
      (entity) => isKitModel(entity) && entity.schema.model.entity === declaration.name,
    );
  return (registered as ProjectEntityModel | undefined) ?? projectEntityOf(declaration);
}
