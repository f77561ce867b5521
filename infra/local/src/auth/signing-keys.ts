import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ProviderKeys {
  /** Private signing key (RS256) as a JWK, for the provider. */
  signingKey: Record<string, unknown>;
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
}

function generate(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return {
    signingKey: { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The local provider's keys, made on first start and kept beside the database (so sessions and tokens
 * survive a restart), or kept in memory for throwaway runs. Never committed: `.data/` is ignored.
 */
export function loadOrCreateKeys(file: string | undefined): ProviderKeys {
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  const keys = generate();
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}

/** The public half of an RSA JWK. */
export const publicJwk = ({ kty, n, e, kid, alg, use }: Record<string, unknown>) => ({
  kty,
  n,
  e,
  kid,
  alg,
  use,
});
