import { inGroups, RANGE_WRITE_WIDTH } from '../data/in-groups';
import { randomUUID } from 'node:crypto';
import { nextReviewDate } from '@tandem/shared/core/review';
import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { storedLayoutOf } from '../data/entities/project-entity';
import type { Caller } from '../http/caller';
import { requireItems, requireMember, type EntityStore, type ProjectScope } from './store';
import { commentKind, storedCommentText } from './comments';
import { commitItemChange } from './writes';

/**
 * Review-range (spec §4, §9): each item gets reviewedBy (the caller), reviewedOn today and
 * nextReviewDue 6 weeks on, and the comment as one of its comments; per item, the versioned update
 * (history of the review fields, noteCount + 1) and the comment land in one transaction. A blank
 * comment (only where `apiShape.reviewCommentOptional` lets one through) reviews with no comment.
 * `StoredLayout.reviewHistory` says which review fields history records (default all three).
 */
export async function reviewRange(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  ids: string[],
  comment: string,
) {
  const items = await requireItems(store, scope, ids, `body.${store.declaration.name}Ids`);
  const reviewerName = await requireMember(scope.organisationId, caller.userId, 'caller').catch(
    () => caller.userId,
  );
  const reviewedOn = toIsoDate(new Date())!;
  const review = { reviewedBy: caller.userId, reviewedOn, nextReviewDue: nextReviewDate(reviewedOn) };
  const text = storedCommentText(store, comment);
  // Blank as sent where `apiShape.reviewCommentOptional` lets a blank one through (a given comment that
  // cleaning empties is still kept and counted, as that entity's own review kept it); else blank once
  // cleaned. A review without a comment keeps none and counts none.
  const keepsComment = store.declaration.apiShape?.reviewCommentOptional ? comment !== '' : text !== '';
  // `StoredLayout.reviewHistory: 'changed'`: unchanged review fields go unrecorded, yet every review
  // is a write (a same-day repeat still moves the version), as the entity's own review was.
  const changedOnly = storedLayoutOf(store.entity).reviewHistory === 'changed';
  // Each review is its own transaction on its own item (and its comment), so they go out in groups;
  // the answer keeps the order asked.
  const updated = await inGroups(items, RANGE_WRITE_WIDTH, async (item) => {
    const now = new Date().toISOString();
    const kind = commentKind(store, 'review');
    const reviewComment = {
      ...scope,
      entityType: store.declaration.name,
      entityId: item.itemId,
      commentId: randomUUID(),
      createdAt: now,
      createdBy: caller.userId,
      createdByName: reviewerName,
      comment: text,
      ...(kind ? { kind } : {}),
    };
    await commitItemChange({
      caller,
      store,
      scope,
      item,
      seenVersion: item.version,
      // The reviewer's name rides along with reviewedBy (kept beside it, as a member field's name).
      values: { set: { reviewedByName: reviewerName }, remove: [] },
      extraChanges: Object.entries(review)
        .filter(([field, newValue]) => !changedOnly || item[field] !== newValue)
        .map(([field, newValue]) => ({ field, oldValue: item[field] ?? null, newValue })),
      touch: changedOnly,
      ...(keepsComment
        ? {
            increments: { noteCount: 1 },
            also: (entities) => [entities.entityComment.create(reviewComment).commit()],
          }
        : {}),
    });
    return item.itemId;
  });
  return { updated, skipped: [] };
}
