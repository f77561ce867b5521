/**
 * How an entity's API differs from the kit's own shape, for an entity that joins the kit with an API
 * clients already call (actions, issue 9 item 6: "no change of behaviour"). Every option is generic:
 * the schemas (`schemas.ts`) and the server (`functions/src/entity-kit/`) honour it for any entity, and
 * an entity without `apiShape` answers exactly the kit's shape.
 */
export interface EntityApiShape {
  /** `review-range` may be sent without a comment (or a blank one): the items are reviewed, no comment kept. */
  readonly reviewCommentOptional?: boolean;
  /** The export takes the list's `page` and `pageSize` too (and still exports the whole listing). */
  readonly exportPaging?: boolean;
  /**
   * Comments answer the item's id under the entity's `idParam` (`actionId`) and their `kind`
   * ('comment', or 'review' for a review-range comment) instead of `entityType`/`entityId`.
   */
  readonly commentsByItemId?: boolean;
}
