import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/** The projects a user opened recently in one organisation, newest first (top bar). */
export const recentProjectsEntity = new Entity(
  {
    model: { entity: 'recentProjects', version: '1', service: 'tandem' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      organisationId: { type: 'string', required: true, readOnly: true },
      projects: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            projectId: { type: 'string', required: true },
            name: { type: 'string', required: true },
            viewedAt: { type: 'string', required: true },
          },
        },
      },
    },
    indexes: {
      // One item per user and organisation (GetItem).
      byUser: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: exact },
        sk: {
          field: 'sk',
          composite: ['organisationId'],
          template: 'RECENT#${organisationId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
