import { demoPassword } from '@tandem/infra/local/src/seed/demo-data';
import { signIn } from '../support/oidc-sign-in';
import { api, type ApiResponse } from './api';
import { bearer } from './sessions';
import { apiUrl } from './worker-stack';

/** JSON call as a demo user (or with explicit headers for a freshly signed-in person). */
export async function call(
  method: string,
  path: string,
  who: string | { authorization: string },
  body?: unknown,
): Promise<ApiResponse> {
  const headers = typeof who === 'string' ? await bearer(who) : who;
  return api(method, path, { headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** Signs a non-demo person in through the local provider. */
export async function headersFor(email: string, password = demoPassword) {
  const tokens = await signIn(apiUrl(), email, password);
  return { authorization: `Bearer ${tokens.accessToken}` };
}

export const payload = <T>(response: ApiResponse) => response.json.payload as T;
