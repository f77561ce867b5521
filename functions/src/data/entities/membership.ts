import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/** A user's place in an organisation: the organisation scope (spec §6) plus programme claims. */
export const membershipEntity = new Entity(
  {
    model: { entity: 'membership', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      /** OrgScope number: 0, 100, 200, 280 or 300. */
      scope: { type: 'number', required: true },
      /** Denormalised for the users list, which would otherwise need one BatchGet per page. */
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      programmeEditIds: { type: 'set', items: 'string' },
      programmeOwnerIds: { type: 'set', items: 'string' },
      /** Explicit per-project rights: projectId → ProjectFlag bits (shared/src/permissions/project-flags). */
      projectFlags: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      // Members of an organisation (sk begins_with MEMBER#), or one membership.
      byOrganisation: {
        collection: 'hierarchy',
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: ['userId'], template: 'MEMBER#${userId}', casing: exact },
      },
      // The organisations a user belongs to (claims, organisation switcher).
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'], template: 'USER#${userId}', casing: exact },
        sk: {
          field: 'gsi1sk',
          composite: ['organisationId'],
          template: 'ORG#${organisationId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
