import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/** `parentId` of a project with no programme (spec: "standalone"). */
export const standaloneParent = 'standalone';

export const projectEntity = new Entity(
  {
    model: { entity: 'project', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      /** The parent programme's id, or `standalone`. */
      parentId: { type: 'string', required: true, default: standaloneParent },
      name: { type: 'string', required: true },
      description: { type: 'string' },
      lifecycleStatus: {
        type: ['active', 'archived', 'deleted'] as const,
        required: true,
        default: 'active',
      },
      ...auditAttributes,
    },
    indexes: {
      // Get one project, or list an organisation's projects (sk begins_with PROJECT#).
      byOrganisation: {
        collection: 'hierarchy',
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: ['projectId'], template: 'PROJECT#${projectId}', casing: exact },
      },
      // Projects of one programme, or the standalone ("orphan") projects: parentId = standalone.
      byParent: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['organisationId', 'parentId'],
          template: 'ORG#${organisationId}#PARENT#${parentId}',
          casing: exact,
        },
        sk: {
          field: 'gsi1sk',
          composite: ['name', 'projectId'],
          template: 'PROJECT#${name}#${projectId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
