import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { config } from '../config';

export interface VerifiedToken {
  sub: string;
}

type Verify = (token: string) => Promise<{ sub?: string }>;

let verify: Verify | undefined;

/**
 * Verifies an access token's signature, issuer, expiry and audience (or Cognito client). In AWS the
 * Cognito verifier fetches the pool's keys; locally the provider's public keys arrive through the
 * environment (aws-jwt-verify's own fetcher speaks https only).
 */
function createVerifier(): Verify {
  const { auth } = config;
  if (auth.mode === 'cognito') {
    if (!auth.userPoolId || !auth.userPoolClientId)
      throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID are required');
    const verifier = CognitoJwtVerifier.create({
      userPoolId: auth.userPoolId,
      clientId: auth.userPoolClientId,
      tokenUse: 'access',
    });
    // Fetched during init (the function's boosted start-up), not on the first request: a cold
    // request then waits for no key fetch. A failure here is retried by the first verify.
    verifier.hydrate().catch(() => undefined);
    return (token) => verifier.verify(token);
  }
  if (!auth.issuer || !auth.jwks || !auth.audience)
    throw new Error('OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS are required');
  const verifier = JwtVerifier.create({
    issuer: auth.issuer,
    audience: auth.audience,
    jwksUri: `${auth.issuer}/jwks`,
  });
  verifier.cacheJwks(JSON.parse(auth.jwks));
  return (token) => verifier.verify(token);
}

/**
 * Builds the verifier while the module loads (Lambda init) instead of on the first request: the
 * local keys parsed, Cognito's key set fetched. A configuration error stays the first request's.
 */
export function prepareTokenVerifier() {
  try {
    verify ??= createVerifier();
  } catch {
    // Left for verifyAccessToken, which reports it as before.
  }
}

/** The verified subject, or undefined for a missing, expired, forged or malformed token. */
export async function verifyAccessToken(token: string): Promise<VerifiedToken | undefined> {
  verify ??= createVerifier();
  try {
    const payload = await verify(token);
    return payload.sub ? { sub: payload.sub } : undefined;
  } catch {
    return undefined;
  }
}
