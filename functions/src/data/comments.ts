import { randomUUID } from 'node:crypto';
import type { Caller } from '../http/caller';
import { entityCommentEntity } from './entities/entity-comment';
import { memberDisplayName } from './members';
import type { TransactionWrites } from './versioned-write';

/** Every comment of one item, newest first: one Query of its comment partition. */
export async function readEntityComments(organisationId: string, entityType: string, entityId: string) {
  const { data } = await entityCommentEntity.query
    .byEntity({ organisationId, entityType, entityId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * A new comment on any item and its create, for a transaction that also counts it on the item (not a
 * field change: no version bump). `storedText` is already screened by the caller's rich-text rule.
 */
export async function entityCommentWrite(
  caller: Caller,
  scope: { organisationId: string; projectId: string },
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
  const put: TransactionWrites = (entities) => [entities.entityComment.create(comment).commit()];
  return { comment, put };
}
