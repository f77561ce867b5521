import type { ProjectEntityItem } from './store';

/** A value a list sorts and filters by. */
export type ListValue = string | number | boolean | null | undefined;

/**
 * A sort and filter key an entity reads its own way, over or beside its declared fields: the stored
 * attributes the listing projects for it, and its value from an item holding them (model attribute
 * names, as `listingAttributes` projects them).
 */
export interface ListKey {
  attributes: readonly string[];
  value: (item: ProjectEntityItem) => ListValue;
}

/**
 * How an entity that predates the kit lists (`EntityOptions.listing`); an entity without it lists as
 * the kit always did.
 */
export interface ListingOptions {
  /** Keys read their own way (actions: RAG by its sort value, the owner by first and last name). */
  keys?: Record<string, ListKey>;
  /**
   * The listing reads as from the ref index: with no sort it is in ref order, and the rows of an
   * active-only listing that sort equal stay in ref order (others in the range's key order).
   */
  refOrder?: boolean;
}
