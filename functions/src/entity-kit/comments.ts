import { screenRichText } from '@tandem/shared/core/rich-text';
import { entityCommentWrite, readEntityComments } from '../data/comments';
import { storedLayoutOf } from '../data/entities/project-entity';
import { allWrites, commitWithHistory, transactionEntity } from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { notifyKitComment } from '../notifications/kit-events';
import { notFound } from '../http/http-error';
import { findItem, itemKey, requireItem, type EntityStore, type ProjectScope } from './store';

type StoredComment = {
  commentId: string;
  entityType: string;
  entityId: string;
  comment: string;
  kind?: 'comment' | 'review' | null;
  createdBy: string;
  createdByName: string;
  createdAt: string;
};

/**
 * Comments of any kit entity: `entityComment` items keyed by entity type and id, answered with both,
 * or (`apiShape.commentsByItemId`) with the item's id under its `idParam` and the comment's kind.
 */
export function toComment(store: EntityStore, comment: StoredComment) {
  const about = store.declaration.apiShape?.commentsByItemId
    ? { [store.declaration.idParam]: comment.entityId }
    : { entityType: comment.entityType, entityId: comment.entityId };
  return {
    id: comment.commentId,
    ...about,
    comment: comment.comment,
    ...(store.declaration.apiShape?.commentsByItemId ? { kind: comment.kind ?? 'comment' } : {}),
    createdBy: comment.createdBy,
    createdByName: comment.createdByName,
    createdAt: comment.createdAt,
  };
}

/** Comment text as the entity keeps it: its stored layout's cleaning, else the shared screening. */
export const storedCommentText = (store: EntityStore, text: string) =>
  (storedLayoutOf(store.entity).storedRichText ?? screenRichText)(text);

/** The kind a new comment is stored with: only entities answering kinds keep one. */
export const commentKind = (store: EntityStore, kind: 'comment' | 'review') =>
  store.declaration.apiShape?.commentsByItemId ? kind : undefined;

export async function listComments(store: EntityStore, scope: ProjectScope, itemId: string) {
  if (!(await findItem(store, scope, itemId)))
    throw notFound(`The ${store.declaration.label} (params.${store.declaration.idParam})`);
  return (await readEntityComments(scope.organisationId, store.declaration.name, itemId)).map((comment) =>
    toComment(store, comment),
  );
}

/** A comment plus the item's noteCount, in one transaction (not a field change: no version bump). */
export async function addComment(
  caller: Caller,
  store: EntityStore,
  scope: ProjectScope,
  itemId: string,
  text: string,
) {
  const item = await requireItem(store, scope, itemId);
  const { comment, put } = await entityCommentWrite(
    caller,
    scope,
    { entityType: store.declaration.name, entityId: item.itemId },
    storedCommentText(store, text),
    commentKind(store, 'comment'),
  );
  await commitWithHistory({
    writes: allWrites(put, (entities) => [
      transactionEntity(entities, store.entity)
        .patch(itemKey(scope, item.itemId))
        .add({ noteCount: 1 } as never)
        .commit(),
    ]),
    history: [],
  });
  await notifyKitComment(caller, store.declaration, scope, item);
  return toComment(store, comment);
}
