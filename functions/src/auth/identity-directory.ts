import { randomBytes, randomUUID } from 'node:crypto';
import { lambdaCredentials } from '../aws-credentials';
import { config } from '../config';
import { localAccountEntity } from '../data/entities/local-account';
import { badRequest, notFound } from '../http/http-error';
import { hashPassword, verifyPassword } from './password-hash';

export interface IdentityProfile {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The identity directory port: who a token subject is, by the directory that signs them in — Cognito
 * in AWS, the local provider's account store locally — and the password operations on it.
 */
export interface IdentityDirectory {
  getProfile(userId: string): Promise<IdentityProfile>;
  /**
   * Creates a sign-in identity for an invited person (or finds the existing one by email) with a
   * temporary password that must be changed at the first sign-in. Cognito emails it in its invitation
   * (null here); locally it is returned once, for the admin to hand over.
   */
  createIdentity(profile: IdentityProfile): Promise<{ userId: string; temporaryPassword: string | null }>;
  /** Whether `password` is the user's current password. */
  verifyPassword(userId: string, password: string): Promise<boolean>;
  setPassword(userId: string, password: string): Promise<void>;
  /**
   * Cognito emails a reset code (null) and asks for a new password at the next sign-in; locally a
   * temporary password is set and returned, and the sign-in page asks for a new one after it.
   */
  resetPassword(userId: string): Promise<{ temporaryPassword: string | null }>;
}

/** A random password that satisfies any sane policy (upper, lower, digit, symbol). */
export const temporaryPassword = () => `Tmp-${randomBytes(12).toString('base64url')}9a`;

/** The Cognito client, loaded on first use: only a few endpoints need it, so it stays out of cold starts. */
const loadCognito = async () => {
  const cognito = await import('@aws-sdk/client-cognito-identity-provider');
  return {
    cognito,
    client: new cognito.CognitoIdentityProviderClient({ region: config.region, ...lambdaCredentials() }),
  };
};

/** Cognito's directory (exported for its unit test with a mocked client). */
export const cognitoDirectory = (): IdentityDirectory => {
  let loaded: ReturnType<typeof loadCognito> | undefined;
  const load = () => (loaded ??= loadCognito());
  const UserPoolId = config.auth.userPoolId;
  const attributeOf = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) =>
    attributes?.find((entry) => entry.Name === name)?.Value;
  const getProfile = async (userId: string) => {
    const { cognito, client } = await load();
    const user = await client.send(new cognito.AdminGetUserCommand({ UserPoolId, Username: userId }));
    const email = attributeOf(user.UserAttributes, 'email');
    if (!email) throw notFound('The identity');
    return {
      email: email.toLowerCase(),
      firstName: attributeOf(user.UserAttributes, 'given_name') ?? email,
      lastName: attributeOf(user.UserAttributes, 'family_name') ?? '',
    };
  };
  return {
    getProfile,
    async createIdentity(profile) {
      const { cognito, client } = await load();
      try {
        const created = await client.send(
          // No MessageAction and no TemporaryPassword: Cognito makes a temporary password, e-mails its
          // invitation with it, and keeps the user in FORCE_CHANGE_PASSWORD, so the managed login asks
          // for a new password at the first sign-in.
          new cognito.AdminCreateUserCommand({
            UserPoolId,
            Username: profile.email,
            DesiredDeliveryMediums: ['EMAIL'],
            UserAttributes: [
              { Name: 'email', Value: profile.email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'given_name', Value: profile.firstName },
              { Name: 'family_name', Value: profile.lastName },
            ],
          }),
        );
        const sub = attributeOf(created.User?.Attributes, 'sub');
        if (!sub) throw new Error('Cognito created a user without a subject');
        return { userId: sub, temporaryPassword: null };
      } catch (error) {
        if ((error as { name?: string }).name !== 'UsernameExistsException') throw error;
        const existing = await client.send(
          new cognito.AdminGetUserCommand({ UserPoolId, Username: profile.email }),
        );
        const sub = attributeOf(existing.UserAttributes, 'sub');
        if (!sub) throw error;
        return { userId: sub, temporaryPassword: null };
      }
    },
    async verifyPassword(userId, password) {
      const { email } = await getProfile(userId);
      const { cognito, client } = await load();
      try {
        await client.send(
          new cognito.AdminInitiateAuthCommand({
            UserPoolId,
            ClientId: config.auth.userPoolClientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        return true;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return false;
        throw error;
      }
    },
    async setPassword(userId, password) {
      const { cognito, client } = await load();
      try {
        await client.send(
          new cognito.AdminSetUserPasswordCommand({
            UserPoolId,
            Username: userId,
            Password: password,
            Permanent: true,
          }),
        );
      } catch (error) {
        // The pool's policy (12+ characters with a symbol in AWS) can be stricter than the product's
        // rule: the person's input, so a 400 naming it, never a 500.
        if ((error as { name?: string }).name !== 'InvalidPasswordException') throw error;
        throw badRequest('body.newPassword', `body.newPassword: ${(error as Error).message}`);
      }
    },
    async resetPassword(userId) {
      const { cognito, client } = await load();
      await client.send(new cognito.AdminResetUserPasswordCommand({ UserPoolId, Username: userId }));
      return { temporaryPassword: null };
    },
  };
};

const localAccountOf = async (userId: string) => {
  const { data } = await localAccountEntity.query.byUser({ userId }).go();
  const account = data[0];
  if (!account) throw notFound('The identity');
  return account;
};

/** Sets a local account's password; a temporary one must be changed at the next sign-in. */
export async function storeLocalPassword(
  userId: string,
  password: string,
  { temporary }: { temporary: boolean },
) {
  const account = await localAccountOf(userId);
  await localAccountEntity
    .patch({ email: account.email })
    .set({ passwordHash: await hashPassword(password), mustChangePassword: temporary })
    .go();
}

const localDirectory = (): IdentityDirectory => ({
  async getProfile(userId) {
    const account = await localAccountOf(userId);
    return { email: account.email, firstName: account.firstName, lastName: account.lastName };
  },
  async createIdentity(profile) {
    const email = profile.email.trim().toLowerCase();
    const { data: existing } = await localAccountEntity.get({ email }).go();
    if (existing) return { userId: existing.userId, temporaryPassword: null };
    const password = temporaryPassword();
    const userId = randomUUID();
    await localAccountEntity
      .create({
        email,
        userId,
        firstName: profile.firstName,
        lastName: profile.lastName,
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      })
      .go();
    return { userId, temporaryPassword: password };
  },
  async verifyPassword(userId, password) {
    const account = await localAccountOf(userId);
    return verifyPassword(password, account.passwordHash);
  },
  async setPassword(userId, password) {
    await storeLocalPassword(userId, password, { temporary: false });
  },
  async resetPassword(userId) {
    const password = temporaryPassword();
    await storeLocalPassword(userId, password, { temporary: true });
    return { temporaryPassword: password };
  },
});

let directory: IdentityDirectory | undefined;
export const identityDirectory = () =>
  (directory ??= config.auth.mode === 'cognito' ? cognitoDirectory() : localDirectory());
