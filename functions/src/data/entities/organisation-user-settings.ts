import { Entity } from 'electrodb';
import { auditAttributes, entityConfiguration, exact } from './common';

/**
 * settings/users of an organisation (default scope of new members, whether owners may add users,
 * allowed email domains). Its own item beside the organisation, absent until first saved (defaults
 * apply): these settings are not needed on every request, unlike the feature flags.
 */
export const organisationUserSettingsEntity = new Entity(
  {
    model: { entity: 'organisationUserSettings', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      defaultScope: { type: 'number', required: true },
      ownersMayAddUsers: { type: 'string', required: true },
      allowedEmailDomains: { type: 'list', items: { type: 'string' } },
      ...auditAttributes,
    },
    indexes: {
      byOrganisation: {
        pk: { field: 'pk', composite: ['organisationId'], template: 'ORG#${organisationId}', casing: exact },
        sk: { field: 'sk', composite: [], template: 'SETTINGS#USERS', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
