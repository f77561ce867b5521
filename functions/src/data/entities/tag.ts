import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * An organisation tag (spec §3 Tag: id, text): `ORG#<org>` / `TAG#<id>`. Minimal for the Actions
 * feature; the Tags feature adds its own endpoints (search, usage count) over the same items.
 */
export const tagEntity = new Entity(
  {
    model: { entity: 'tag', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      tagId: { type: 'string', required: true, readOnly: true },
      text: { type: 'string', required: true },
      ...auditAttributes,
    },
    indexes: {
      byOrganisation: {
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: ['tagId'], template: 'TAG#${tagId}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
