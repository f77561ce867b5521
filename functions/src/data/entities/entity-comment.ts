import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * A comment on any project entity, keyed by entity type and id as history is: one partition per
 * commented item, newest first by `AT#<time>#<id>`.
 */
export const entityCommentEntity = new Entity(
  {
    model: { entity: 'entityComment', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      entityType: { type: 'string', required: true, readOnly: true },
      entityId: { type: 'string', required: true, readOnly: true },
      commentId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdByName: { type: 'string', required: true },
      comment: { type: 'string', required: true },
      /** Opt-in: entities with reviews (actions) tell a review comment from a plain one. */
      kind: { type: ['comment', 'review'] as const },
    },
    indexes: {
      byEntity: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'entityType', 'entityId'],
          template: 'ORG#${organisationId}#COMMENTS#${entityType}#${entityId}',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['createdAt', 'commentId'],
          template: 'AT#${createdAt}#${commentId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
