import { describe, expect, it } from 'vitest';
import { signIn } from '../support/oidc-sign-in';
import { apiUrl } from './worker-stack';

/**
 * Issue 36 item 4: sign-out revokes the refresh token. The local provider plays Cognito's part, so it
 * must name a revocation endpoint in its discovery document (the web app calls it through
 * oidc-client-ts before it ends the session) and a revoked refresh token must no longer refresh.
 */
const form = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    signal: AbortSignal.timeout(20_000),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const refresh = (refreshToken: string) =>
  form(`${apiUrl()}/auth/token`, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'tandem-web',
  });

describe('the local provider revokes refresh tokens', () => {
  it('names a revocation endpoint; a revoked refresh token no longer refreshes, another still does', async () => {
    const discovery = (await (await fetch(`${apiUrl()}/auth/.well-known/openid-configuration`)).json()) as {
      revocation_endpoint?: string;
    };
    expect(discovery.revocation_endpoint).toBe(`${apiUrl()}/auth/token/revocation`);

    const revoked = await signIn(apiUrl(), 'reader@demo.test');
    const kept = await signIn(apiUrl(), 'reader@demo.test');
    expect(revoked.refreshToken).toEqual(expect.any(String));
    expect(kept.refreshToken).toEqual(expect.any(String));

    // What oidc-client-ts sends for `revokeTokens(['refresh_token'])` from a public client.
    const revocation = await form(discovery.revocation_endpoint!, {
      token: revoked.refreshToken!,
      token_type_hint: 'refresh_token',
      client_id: 'tandem-web',
    });
    expect(revocation.status).toBe(200);

    const refused = await refresh(revoked.refreshToken!);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    // Only the revoked sign-in's grant ends: another session of the same person refreshes.
    const renewed = await refresh(kept.refreshToken!);
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { access_token?: string }).access_token).toEqual(expect.any(String));
  });
});
