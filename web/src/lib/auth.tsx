import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createContext, useContext } from 'react';
import { setAccessTokenGetter } from './api-client';

/**
 * The OpenID Connect client (authorization code + PKCE). Tokens live in memory only (spec §1): the
 * user store is an in-memory storage, so nothing readable by script survives in localStorage,
 * sessionStorage or cookies. Only the short-lived PKCE request state goes to sessionStorage (the
 * library's default), because it must survive the redirect to the provider and back.
 * Silent renew uses the refresh token (offline_access); the CSP forbids iframes.
 */
export function createUserManager(config: RuntimeConfig): UserManager {
  const { oidc } = config;
  const userManager = new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: oidc.redirectUri,
    post_logout_redirect_uri: oidc.postLogoutRedirectUri,
    scope: oidc.scope,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
    ...(oidc.revocationEndpoint ? { metadataSeed: { revocation_endpoint: oidc.revocationEndpoint } } : {}),
  });
  setAccessTokenGetter(async () => {
    const user = await userManager.getUser();
    return user && !user.expired ? user.access_token : null;
  });
  return userManager;
}

/** The in-app path (path + query + hash, under the router's basename) a sign-in should return to. */
export type ReturnTo = string;

export const isReturnTo = (value: unknown): value is ReturnTo =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

let signingOut = false;

/** True once a sign-out has begun: nothing may start a new sign-in while the browser leaves. */
export const isSigningOut = () => signingOut;

/**
 * Ends the session: first revokes the refresh token (Cognito's /logout leaves it working for its
 * whole lifetime), then the provider's end-session endpoint when its discovery names one, else the
 * configured logout endpoint (Cognito's /logout), else the end-session URL the API gave.
 */
export async function signOutEverywhere(
  userManager: UserManager,
  config: RuntimeConfig,
  endSessionUrlFromApi: string | null,
): Promise<void> {
  signingOut = true;
  const user = await userManager.getUser();
  if (user?.refresh_token) {
    try {
      await userManager.revokeTokens(['refresh_token']);
    } catch (error) {
      // The person still signs out here; the token then lapses at its own expiry (a day in AWS).
      console.warn('Refresh token revocation failed', error);
    }
  }
  let endSessionEndpoint: string | undefined;
  try {
    endSessionEndpoint = await userManager.metadataService.getEndSessionEndpoint();
  } catch {
    endSessionEndpoint = undefined;
  }
  if (endSessionEndpoint) {
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    return;
  }
  await userManager.removeUser();
  const fallback = config.oidc.logoutEndpoint ?? endSessionUrlFromApi;
  if (!fallback) {
    window.location.assign(config.oidc.postLogoutRedirectUri);
    return;
  }
  const url = new URL(fallback, window.location.origin);
  if (config.oidc.logoutEndpoint) {
    url.searchParams.set('client_id', config.oidc.clientId);
    url.searchParams.set('logout_uri', config.oidc.postLogoutRedirectUri);
  }
  window.location.assign(url.toString());
}

export const UserManagerContext = createContext<UserManager | null>(null);

/** The app's OIDC client, for what react-oidc-context does not expose (the provider's metadata). */
export function useUserManager(): UserManager {
  const userManager = useContext(UserManagerContext);
  if (!userManager) throw new Error('useUserManager needs a UserManagerContext provider above it.');
  return userManager;
}
