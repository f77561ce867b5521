import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * A comment (or review comment) on an action, in the project's partition after the actions:
 * `ACTIONCOMMENT#<action>#<time>#<id>` never matches the actions' `ACTION#` prefix. One Query per action.
 */
export const actionCommentEntity = new Entity(
  {
    model: { entity: 'actionComment', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      actionId: { type: 'string', required: true, readOnly: true },
      commentId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdByName: { type: 'string', required: true },
      kind: { type: ['comment', 'review'] as const, required: true, default: 'comment' },
      comment: { type: 'string', required: true },
    },
    indexes: {
      byAction: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'projectId'],
          template: 'ORG#${organisationId}#PROJECT#${projectId}',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['actionId', 'createdAt', 'commentId'],
          template: 'ACTIONCOMMENT#${actionId}#${createdAt}#${commentId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
