import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

export const organisationEntity = new Entity(
  {
    model: { entity: 'organisation', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      profileImageUrl: { type: 'string' },
      industryId: { type: 'string' },
      companySize: { type: 'number' },
      /** Organisation settings (spec §3 flags, '1' means on); versioned for the response header. */
      settings: {
        type: 'map',
        properties: {
          customPropertiesEnabled: { type: 'string' },
          visualisationsEnabled: { type: 'string' },
          tagsEnabled: { type: 'string' },
        },
      },
      ...auditAttributes,
    },
    indexes: {
      // Get an organisation by id; shares the ORG# partition with its hierarchy (collection below).
      byId: {
        collection: 'hierarchy',
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: [], template: 'ORG', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
