import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * A settings sub-list of a programme or project (milestones, benefits, phases): one small item per
 * list in the owner's own partition, replaced as a whole and versioned like any mutable item.
 */
export const settingsListEntity = new Entity(
  {
    model: { entity: 'settingsList', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      /** `PROJECT` or `PROGRAMME`. */
      ownerType: { type: ['PROJECT', 'PROGRAMME'] as const, required: true, readOnly: true },
      ownerId: { type: 'string', required: true, readOnly: true },
      listName: { type: ['milestones', 'phases'] as const, required: true, readOnly: true },
      items: { type: 'any', required: true },
      ...auditAttributes,
    },
    indexes: {
      // GetItem per list; a project's lists share its partition (`ORG#<org>#PROJECT#<project>`).
      byOwner: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'ownerType', 'ownerId'],
          template: 'ORG#${organisationId}#${ownerType}#${ownerId}',
          casing: exact,
        },
        sk: { field: 'sk', composite: ['listName'], template: 'SETTINGS#${listName}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
