import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

export const programmeEntity = new Entity(
  {
    model: { entity: 'programme', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      programmeId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      description: { type: 'string' },
      ...auditAttributes,
    },
    indexes: {
      // Get one programme, or list an organisation's programmes (sk begins_with PROGRAMME#).
      byOrganisation: {
        collection: 'hierarchy',
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: ['programmeId'], template: 'PROGRAMME#${programmeId}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
