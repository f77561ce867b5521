import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * One organisation core data item of any kind (business area, location, process, ...; the kinds are
 * `shared/src/core-data/kinds.ts`). One entity for all kinds: a kind's list is ONE Query
 * `pk = ORG#<org>, begins_with(sk, CORE#<kind>#)`. Kind-specific values live in `fields`, validated by
 * the kind's zod schema before they get here.
 */
export const coreDataItemEntity = new Entity(
  {
    model: { entity: 'coreDataItem', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      kind: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true, readOnly: true },
      /** Display name (a stakeholder's is first + last name); the lists sort by it by default. */
      name: { type: 'string', required: true },
      /** The kind's own fields, e.g. { city, latitude, longitude } for a location. */
      fields: { type: 'any', required: true },
      ...auditAttributes,
    },
    indexes: {
      byKind: {
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: {
          field: 'sk',
          composite: ['kind', 'itemId'],
          template: 'CORE#${kind}#${itemId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);

/**
 * Uniqueness guard: one item per (kind, lower-cased unique value), written in the same transaction
 * as the item with attribute_not_exists, so two people creating "Leeds" at once cannot both win.
 * Its sk prefix `COREUNIQUE#` never matches a kind's `CORE#<kind>#` list query.
 */
export const coreDataUniqueEntity = new Entity(
  {
    model: { entity: 'coreDataUnique', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      kind: { type: 'string', required: true, readOnly: true },
      value: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true },
    },
    indexes: {
      byValue: {
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: {
          field: 'sk',
          composite: ['kind', 'value'],
          template: 'COREUNIQUE#${kind}#${value}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
