import { screenRichText } from '@tandem/shared/core/rich-text';
import { entityCommentWrite, readEntityComments } from '../data/comments';
import { allWrites, commitWithHistory, transactionEntity } from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { findItem, itemKey, requireItem, type EntityStore, type ProjectScope } from './store';

/** Comments of any kit entity: `entityComment` items keyed by entity type and id. */
const toComment = (comment: {
  commentId: string;
  entityType: string;
  entityId: string;
  comment: string;
  createdBy: string;
  createdByName: string;
  createdAt: string;
}) => ({
  id: comment.commentId,
  entityType: comment.entityType,
  entityId: comment.entityId,
  comment: comment.comment,
  createdBy: comment.createdBy,
  createdByName: comment.createdByName,
  createdAt: comment.createdAt,
});

export async function listComments(store: EntityStore, scope: ProjectScope, itemId: string) {
  if (!(await findItem(store, scope, itemId)))
    throw notFound(`The ${store.declaration.label} (params.${store.declaration.idParam})`);
  return (await readEntityComments(scope.organisationId, store.declaration.name, itemId)).map(toComment);
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
    screenRichText(text),
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
  return toComment(comment);
}
