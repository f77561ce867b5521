import { signIn } from '../support/oidc-sign-in';
import { apiUrl } from './worker-stack';

/**
 * The local provider's access tokens live 15 minutes (infra/local/src/auth/oidc-provider.ts); a
 * long file (the cross-tenant probes on a busy machine) outlives one. Tokens are renewed well before.
 */
const RENEW_AFTER_MS = 10 * 60 * 1000;

const tokens = new Map<string, { token: Promise<string>; signedInAt: number }>();

/** A real access token for a demo user, from the local provider's code + PKCE flow (cached per file). */
export function tokenFor(userKey: string): Promise<string> {
  const cached = tokens.get(userKey);
  if (cached && Date.now() - cached.signedInAt < RENEW_AFTER_MS) return cached.token;
  const token = signIn(apiUrl(), `${userKey}@demo.test`).then((result) => result.accessToken);
  tokens.set(userKey, { token, signedInAt: Date.now() });
  // A failed sign-in is not remembered: the next test signs in afresh.
  token.catch(() => tokens.delete(userKey));
  return token;
}

export const bearer = async (userKey: string) => ({ authorization: `Bearer ${await tokenFor(userKey)}` });
