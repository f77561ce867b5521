import { demoPassword } from '@tandem/infra/local/src/seed/demo-data';
import { createHash, randomBytes } from 'node:crypto';

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
}

/**
 * Signs in through the local OpenID Connect provider exactly as the browser does (authorization code
 * + PKCE, the sign-in form, the redirect back), without a browser: for API tests and the bench.
 */
export async function signIn(
  origin: string,
  email: string,
  password = demoPassword,
  /** Chosen when the provider asks for a new password (after a temporary one). */
  options: { newPassword?: string } = {},
): Promise<Tokens> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value);
    }
  };
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    remember(response);
    return response;
  };

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/login-complete`;
  const authorize = new URL('/auth/auth', origin);
  Object.entries({
    client_id: 'tandem-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile offline_access api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));

  let response = await request(authorize.toString());
  let submitted = false;
  let choseNewPassword = false;
  for (let hop = 0; hop < 12; hop++) {
    const location = response.headers.get('location');
    if (location?.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`No code in ${location}`);
      const token = await fetch(new URL('/auth/token', origin), {
        method: 'POST',
        signal: AbortSignal.timeout(20_000),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: 'tandem-web',
          code_verifier: verifier,
        }),
      });
      const body = (await token.json()) as {
        access_token: string;
        refresh_token?: string;
        id_token?: string;
      };
      if (!token.ok) throw new Error(`Token exchange failed: ${JSON.stringify(body)}`);
      return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
    }
    if (location) {
      response = await request(location);
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/
      .exec(page)?.[1]
      ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const asksNewPassword = action?.endsWith('/new-password') ?? false;
    const fields: Record<string, string> | undefined = asksNewPassword
      ? options.newPassword && !choseNewPassword
        ? { password: options.newPassword, confirmPassword: options.newPassword }
        : undefined
      : submitted
        ? undefined
        : { email, password };
    if (!action || !fields) {
      const reason = asksNewPassword ? 'asked for a new password' : `status ${response.status}`;
      throw new Error(`Sign-in failed for ${email} (${reason})`);
    }
    if (asksNewPassword) choseNewPassword = true;
    else submitted = true;
    response = await request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
  throw new Error('Too many redirects while signing in');
}
