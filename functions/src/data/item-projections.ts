import type { Entity } from 'electrodb';

/**
 * Items derived from a kit entity's items and kept with them (the impacts' chart items): every write
 * of an item carries the projection's put, or its delete once the item leaves the projection, in the
 * SAME transaction, so the projection never disagrees with its item. Given with the entity's model
 * (`projectEntityOf(…, { projection })` in `entities/impact.ts`); the kit's two item writes
 * (`entity-kit/writes.ts`) read it from the model. The projection's
 * entity must be registered in the data Service (transactions write only the Service's entities).
 */
export interface ItemProjection {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any projection entity's own schema
  entity: Entity<string, string, string, any>;
  /** The projection of an item as it is after a write, or null when the item has none. */
  itemOf(item: Record<string, unknown>): Record<string, unknown> | null;
  /** The key of the item's projection (to delete it). */
  keyOf(item: Record<string, unknown>): Record<string, unknown>;
}
