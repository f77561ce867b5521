import { Entity } from 'electrodb';
import { digestFrequencies } from '@tandem/shared/notifications/notification';
import { entityConfiguration, exact } from './common';

/**
 * A person; global, because one person belongs to many organisations (memberships are per org).
 * `userId` is the identity provider's subject, so a verified token leads straight to the item.
 */
export const userEntity = new Entity(
  {
    model: { entity: 'user', version: '1', service: 'tandem' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** The identity provider's subject; the token proves it. */
      sub: { type: 'string', required: true },
      email: { type: 'string', required: true, set: (value?: string) => value?.trim().toLowerCase() },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      profileImageUrl: { type: 'string' },
      isTestUser: { type: 'boolean', default: false },
      /** Version of the licence agreement the user last accepted (0: none). */
      eulaSignedVersion: { type: 'number', required: true, default: 0 },
      eulaSignedAt: { type: 'string' },
      /** Bumped whenever the user's rights change (memberships, programme or project grants), so
       *  every Lambda's cached claims are dropped on the next request. */
      claimsVersion: { type: 'number', required: true, default: 1 },
      /** How often the e-mail digest goes out (absent: daily, as before the setting existed). */
      digestFrequency: { type: digestFrequencies },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: {
        type: 'string',
        required: true,
        default: () => new Date().toISOString(),
        watch: '*',
        set: () => new Date().toISOString(),
      },
      version: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      // Get a user by id.
      byId: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: exact },
        sk: { field: 'sk', composite: [], template: 'PROFILE', casing: exact },
      },
      // Find a user by email (sign-in, search-by-email, invitations). Emails are stored lower-cased.
      byEmail: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['email'], template: 'EMAIL#${email}', casing: exact },
        sk: { field: 'gsi1sk', composite: [], template: 'USER', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
