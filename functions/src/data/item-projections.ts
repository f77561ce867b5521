type Params = Record<string, unknown>;

/**
 * Items derived from a kit entity's items and kept with them (the impacts' chart items): every write
 * of an item carries the projection's put, or its delete when the item leaves the projection, in the
 * SAME transaction, so the projection never disagrees with its item. Registered beside the entity
 * (`entities/impact.ts`); the kit's two item writes (`entity-kit/writes.ts`) ask for it.
 */
export interface ItemProjection {
  /** The write that keeps the projection of `item` as it is after the change. */
  writeOf(item: Record<string, unknown>): { put: Params } | { delete: Params };
}

const projections = new WeakMap<object, ItemProjection>();

export const keepProjection = (entity: object, projection: ItemProjection) =>
  projections.set(entity, projection);

export const projectionOf = (entity: object): ItemProjection | undefined => projections.get(entity);
