import { randomUUID } from 'node:crypto';
import { screenRichText } from '@tandem/shared/core/rich-text';
import { entityCommentEntity } from '../data/entities/entity-comment';
import { commitWithHistory } from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { memberDisplayName } from '../data/members';
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

/** Every comment of one item, newest first: one Query of its comment partition. */
export async function readEntityComments(organisationId: string, entityType: string, entityId: string) {
  const { data } = await entityCommentEntity.query
    .byEntity({ organisationId, entityType, entityId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * A new comment on any item and its Put, for a transaction that also counts it on the item (not a
 * field change: no version bump). `storedText` is already screened by the caller's rich-text rule.
 */
export async function entityCommentWrite(
  caller: Caller,
  scope: ProjectScope,
  target: { entityType: string; entityId: string },
  storedText: string,
  kind?: 'comment' | 'review',
) {
  const comment = {
    ...scope,
    ...target,
    commentId: randomUUID(),
    createdAt: new Date().toISOString(),
    createdBy: caller.userId,
    createdByName: (await memberDisplayName(scope.organisationId, caller.userId)) ?? caller.userId,
    comment: storedText,
    ...(kind ? { kind } : {}),
  };
  return { comment, put: entityCommentEntity.create(comment).params() as Record<string, unknown> };
}

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
    puts: [put],
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
