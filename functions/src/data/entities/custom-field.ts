import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * An organisation's custom field definition (spec §3 custom field types): `ORG#<org>` /
 * `CUSTOMFIELD#<fieldId>`. Values live on the items themselves (`customFields`, by field id).
 */
export const customFieldEntity = new Entity(
  {
    model: { entity: 'customField', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      fieldId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      /** CustomFieldType: String 1, Int 2, RichText 3 (never changes). */
      type: { type: 'number', required: true, readOnly: true },
      /** Kit entity names (`benefit`, `impact`, ...). */
      entityKinds: { type: 'list', items: { type: 'string' }, required: true },
      ...auditAttributes,
    },
    indexes: {
      byOrganisation: {
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: ['fieldId'], template: 'CUSTOMFIELD#${fieldId}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
