import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { localAccountEntity } from '../data/entities/local-account';
import { notFound } from '../http/http-error';

export interface IdentityProfile {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The identity directory port: who a token subject is, by the directory that signs them in — Cognito
 * in AWS, the local provider's account store locally. (Password change and reset join it later.)
 */
export interface IdentityDirectory {
  getProfile(userId: string): Promise<IdentityProfile>;
}

const cognitoDirectory = (): IdentityDirectory => {
  const client = new CognitoIdentityProviderClient({ region: config.region });
  return {
    async getProfile(userId) {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: config.auth.userPoolId, Username: userId }),
      );
      const attribute = (name: string) => user.UserAttributes?.find((entry) => entry.Name === name)?.Value;
      const email = attribute('email');
      if (!email) throw notFound('The identity');
      return {
        email: email.toLowerCase(),
        firstName: attribute('given_name') ?? email,
        lastName: attribute('family_name') ?? '',
      };
    },
  };
};

const localDirectory = (): IdentityDirectory => ({
  async getProfile(userId) {
    const { data } = await localAccountEntity.query.byUser({ userId }).go();
    const account = data[0];
    if (!account) throw notFound('The identity');
    return { email: account.email, firstName: account.firstName, lastName: account.lastName };
  },
});

let directory: IdentityDirectory | undefined;
export const identityDirectory = () =>
  (directory ??= config.auth.mode === 'cognito' ? cognitoDirectory() : localDirectory());
