import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { loginCompletePath } from '@tandem/shared/platform/runtime-config';
import { demoPassword, demoUsers } from '../seed/demo-data';
import { newPasswordPage, signInPage } from './sign-in-page';
import { passwordRuleBreak, passwordRuleText } from '@tandem/shared/users/password-rule';
import { publicJwk, type ProviderKeys } from './signing-keys';
import { SIGN_IN_LOCKOUT_MS, SIGN_IN_MAX_FAILURES, SignInLockout } from './sign-in-lockout';

export const localClientId = 'tandem-web';
export const localApiAudience = 'tandem-api';
/** Resource indicators must be absolute URIs; tokens for it carry `aud: tandem-api`. */
const localApiResource = 'urn:tandem:api';
/** Scopes the web app asks for; `api` binds the access token to the API (a JWT the API verifies). */
export const localScopes = 'openid email profile offline_access api';

/** The issuer is the first (canonical) origin plus `/auth`. */
export const localIssuer = (origins: string[]) => {
  const [origin] = origins;
  if (!origin) throw new Error('At least one origin is needed');
  return `${origin}/auth`;
};

/** What the API needs to verify the local provider's tokens (set before any function module loads). */
export const localVerifierEnvironment = (origins: string[], keys: ProviderKeys) => ({
  AUTH_MODE: 'jwks',
  OIDC_ISSUER: localIssuer(origins),
  OIDC_AUDIENCE: localApiAudience,
  OIDC_JWKS: JSON.stringify({ keys: [publicJwk(keys.signingKey)] }),
  OIDC_END_SESSION_URL: `${localIssuer(origins)}/session/end`,
});

export interface LocalIdentityProvider {
  issuer: string;
  /** The public keys the API verifies tokens with. */
  jwks: { keys: Record<string, unknown>[] };
  endSessionUrl: string;
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
}

const readForm = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('Form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });

/**
 * A real OpenID Connect provider (oidc-provider) under `<origin>/auth`: authorization code + PKCE,
 * JWT access tokens for the API, refresh tokens, and our own sign-in page over the product's account
 * store (scrypt hashes). It plays Cognito's part on one machine.
 */
export async function createLocalIdentityProvider(options: {
  origins: string[];
  keys: ProviderKeys;
  log?: (line: string) => void;
}): Promise<LocalIdentityProvider> {
  const { keys } = options;
  const issuer = localIssuer(options.origins);
  const { localAccountEntity } = await import('@tandem/functions/data/entities/local-account');
  const { hashPassword, verifyPassword } = await import('@tandem/functions/auth/password-hash');
  const { storeLocalPassword } = await import('@tandem/functions/auth/identity-directory');

  const configuration: Configuration = {
    clients: [
      {
        client_id: localClientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.origins.map((allowed) => `${allowed}/${loginCompletePath}`),
        post_logout_redirect_uris: options.origins.map((allowed) => `${allowed}/`),
      },
    ],
    jwks: { keys: [keys.signingKey as never] },
    cookies: { keys: keys.cookieKeys },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'api'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Sign-out revokes the refresh token here, as it does at Cognito's /oauth2/revoke: an
      // offline_access grant outlives the end of the session otherwise (issue 36).
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Signing out · Tandem</title></head><body><main><h1>Signing you out of Tandem…</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></main><script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script></body></html>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => localApiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: localApiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 15 * 60,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // Refresh tokens let the web app renew silently without iframes (its CSP forbids framing).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const { data } = await localAccountEntity.query.byUser({ userId: sub }).go();
      const account = data[0];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`,
        }),
      };
    },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  };

  // Compared against when no account has the e-mail, so an unknown e-mail is answered after the same
  // scrypt work as a known one (no timing tells which accounts exist).
  const dummyHash = await hashPassword(randomBytes(16).toString('base64url'));
  const lockout = new SignInLockout();

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) =>
    options.log?.(`OIDC provider error: ${error.message}`),
  );
  const callback = provider.callback();
  const demoLogins = demoUsers.map((user) => ({ email: user.email, role: user.role }));

  const newPasswordForm = (response: ServerResponse, uid: string, email: string, error?: string) =>
    response
      .writeHead(error ? 400 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(
        newPasswordPage({
          action: `/auth/interaction/${uid}/new-password`,
          email,
          error,
          rule: passwordRuleText,
        }),
      );

  /** The second step after a temporary password: a new one by the product's rule, then signed in. */
  async function chooseNewPassword(
    request: IncomingMessage,
    response: ServerResponse,
    details: Awaited<ReturnType<typeof provider.interactionDetails>>,
  ) {
    const pending = (details.result as { pendingPasswordChange?: { accountId: string; email: string } })
      ?.pendingPasswordChange;
    // Back to the sign-in form when no temporary password was accepted in this interaction, or the
    // account no longer waits for a new one (changed or reset meanwhile).
    const restart = () => response.writeHead(303, { location: `/auth/interaction/${details.uid}` }).end();
    if (!pending) return restart();
    const { data: account } = await localAccountEntity.get({ email: pending.email }).go();
    if (!account || account.userId !== pending.accountId || !account.mustChangePassword) return restart();
    const form = await readForm(request);
    const password = form.get('password') ?? '';
    const broken = passwordRuleBreak(password);
    const again = (error: string) => newPasswordForm(response, details.uid, pending.email, error);
    if (broken) return again(`That password does not meet the rule. ${passwordRuleText}`);
    if (password !== (form.get('confirmPassword') ?? '')) {
      return again('The two passwords are not the same. Type the new password twice.');
    }
    if (await verifyPassword(password, account.passwordHash)) {
      return again('Choose a password different from the temporary one.');
    }
    await storeLocalPassword(account.userId, password, { temporary: false });
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.userId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function interaction(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('Interaction mismatch');
    const page = (error?: string, email?: string, status = 401) =>
      response
        .writeHead(error ? status : 200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end(
          signInPage({ action: `/auth/interaction/${uid}/login`, error, email, demoLogins, demoPassword }),
        );

    if (details.prompt.name === 'login') {
      if (request.method === 'POST' && action === 'new-password') {
        return chooseNewPassword(request, response, details);
      }
      if (request.method !== 'POST' || action !== 'login') return page();
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const password = form.get('password') ?? '';
      // Locked e-mails are refused before any look-up, known or not alike (nothing to compare).
      const wait = lockout.waitFor(email);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        return page(
          `Too many failed sign-ins for this email. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          email,
          429,
        );
      }
      const { data: account } = email ? await localAccountEntity.get({ email }).go() : { data: null };
      const matches = await verifyPassword(password, account?.passwordHash ?? dummyHash);
      if (!account || !matches) {
        lockout.recordFailure(email);
        const paused = lockout.waitFor(email) > 0;
        return page(
          `The email or password is not right. ${
            paused
              ? `After ${SIGN_IN_MAX_FAILURES} tries, sign-in is paused for ${SIGN_IN_LOCKOUT_MS / 60_000} minutes.`
              : 'Check them and try again.'
          }`,
          email,
        );
      }
      lockout.recordSuccess(email);
      if (account.mustChangePassword) {
        // Remembered server-side on the interaction (bound to this browser's interaction cookie), so
        // the next form proves nothing but the new password.
        details.result = { pendingPasswordChange: { accountId: account.userId, email: account.email } };
        await details.persist();
        return newPasswordForm(response, uid, account.email);
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.userId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    // Our own first-party app: consent is implied, so grant what it asked for and carry on.
    const { prompt, params, session } = details;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('Grant not found');
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  return {
    issuer,
    jwks: { keys: [publicJwk(keys.signingKey)] },
    endSessionUrl: `${issuer}/session/end`,
    handle: async (request, response) => {
      const url = request.url ?? '/';
      const match = /^\/auth\/interaction\/([\w-]+)(?:\/(login|new-password))?\/?(?:\?.*)?$/.exec(url);
      if (match?.[1]) {
        await interaction(request, response, match[1], match[2]);
        return;
      }
      // Mounted under /auth: the provider reads the mount path from originalUrl.
      Object.assign(request, { originalUrl: url, url: url.slice('/auth'.length) || '/' });
      await callback(request, response);
    },
  };
}
