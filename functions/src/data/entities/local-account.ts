import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * Sign-in accounts of the local identity provider (AWS uses Cognito's own store instead). Passwords
 * are kept only as scrypt hashes (functions/src/auth/password-hash.ts).
 */
export const localAccountEntity = new Entity(
  {
    model: { entity: 'localAccount', version: '1', service: 'tandem' },
    attributes: {
      email: {
        type: 'string',
        required: true,
        readOnly: true,
        set: (value?: string) => value?.trim().toLowerCase(),
      },
      /** The token subject, which is also the product user id. */
      userId: { type: 'string', required: true, readOnly: true },
      passwordHash: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      /**
       * Set while the password is a temporary one an admin handed out (new person, reset): the sign-in
       * page then asks for a new password before signing in, as Cognito does in FORCE_CHANGE_PASSWORD.
       */
      mustChangePassword: { type: 'boolean', default: false },
    },
    indexes: {
      // Sign-in looks an account up by email (GetItem).
      byEmail: {
        pk: { field: 'pk', composite: ['email'], template: 'LOCALACCOUNT#${email}', casing: exact },
        sk: { field: 'sk', composite: [], template: 'ACCOUNT', casing: exact },
      },
      // The provider's findAccount and the password change look accounts up by subject.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'], template: 'LOCALACCOUNT#${userId}', casing: exact },
        sk: { field: 'gsi1sk', composite: [], template: 'ACCOUNT', casing: exact },
      },
    },
  },
  entityConfiguration(),
);
