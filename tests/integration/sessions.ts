import { inject } from 'vitest';
import { signIn } from '../support/oidc-sign-in';

const tokens = new Map<string, Promise<string>>();

/** A real access token for a demo user, from the local provider's code + PKCE flow (cached per file). */
export function tokenFor(userKey: string): Promise<string> {
  let token = tokens.get(userKey);
  if (!token) {
    token = signIn(inject('apiUrl'), `${userKey}@demo.test`).then((result) => result.accessToken);
    tokens.set(userKey, token);
    // A failed sign-in is not remembered: the next test signs in afresh.
    token.catch(() => tokens.delete(userKey));
  }
  return token;
}

export const bearer = async (userKey: string) => ({ authorization: `Bearer ${await tokenFor(userKey)}` });
