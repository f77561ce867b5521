import { randomUUID } from 'node:crypto';
import { screenRichText } from '@tandem/shared/core/rich-text';
import { entityCommentEntity } from '../data/entities/entity-comment';
import { commitWithHistory } from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { findItem, itemKey, requireItem, requireMember, type EntityStore, type ProjectScope } from './store';

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
  const { data } = await entityCommentEntity.query
    .byEntity({ organisationId: scope.organisationId, entityType: store.declaration.name, entityId: itemId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toComment);
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
  const comment = {
    ...scope,
    entityType: store.declaration.name,
    entityId: item.itemId,
    commentId: randomUUID(),
    createdAt: new Date().toISOString(),
    createdBy: caller.userId,
    createdByName: await requireMember(scope.organisationId, caller.userId, 'caller').catch(
      () => caller.userId,
    ),
    comment: screenRichText(text),
  };
  await commitWithHistory({
    puts: [entityCommentEntity.create(comment).params() as Record<string, unknown>],
    updates: [
      store.entity
        .patch(itemKey(scope, item.itemId))
        .add({ noteCount: 1 } as never)
        .params() as Record<string, unknown>,
    ],
    history: [],
  });
  return toComment(comment);
}
