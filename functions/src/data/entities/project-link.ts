import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * One direction of a many-to-many link between two items of a project: `LINK#<fromType>#<from>#<toType>#<to>`
 * in the project's partition. Every link is written as a PAIR (both directions) in one transaction, so
 * "owners of an action" and "actions of an owner" are each one Query by sk prefix. Used for action ↔
 * project stakeholder owners now, impact ↔ action (`LINK#IMPACT#i#ACTION#a` + `LINK#ACTION#a#IMPACT#i`)
 * with the Impacts feature.
 */
export const projectLinkEntity = new Entity(
  {
    model: { entity: 'projectLink', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      fromType: { type: 'string', required: true, readOnly: true },
      fromId: { type: 'string', required: true, readOnly: true },
      toType: { type: 'string', required: true, readOnly: true },
      toId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      createdBy: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byFrom: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'projectId'],
          template: 'ORG#${organisationId}#PROJECT#${projectId}',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['fromType', 'fromId', 'toType', 'toId'],
          template: 'LINK#${fromType}#${fromId}#${toType}#${toId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);

/** Link types (the `<fromType>` / `<toType>` segments). */
export const LinkType = { ACTION: 'ACTION', PROJECT_STAKEHOLDER_OWNER: 'PSOWNER', IMPACT: 'IMPACT' } as const;
