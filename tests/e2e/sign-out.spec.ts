import { expect, test } from '@playwright/test';
import { openAs, northwind } from './support';

/**
 * Issue 36 item 4: Logout revokes the refresh token at the provider's revocation endpoint before the
 * session ends, so a refresh token copied out of the browser stops working once the person has signed
 * out. (The local provider also ends a grant with its session; Cognito's /logout does not, which is
 * why the app revokes the token itself and this test checks that it asks to.)
 */
test('Logout revokes the refresh token the app held: it no longer refreshes', async ({ page, request }) => {
  // The app's latest refresh token, as the provider's token endpoint handed it out (rotations too).
  let refreshToken: string | undefined;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/auth/token') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    if (body.refresh_token) refreshToken = body.refresh_token;
  });
  const revocations: { token: string | null; status: number }[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/auth/token/revocation')) return;
    const sent = new URLSearchParams(response.request().postData() ?? '');
    revocations.push({ token: sent.get('token'), status: response.status() });
  });
  await openAs(page, 'reader@demo.test', `/organisations/${northwind}`);
  await expect.poll(() => refreshToken).toEqual(expect.any(String));

  await page.getByRole('button', { name: /^Your profile/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out: the app is left for the sign-in.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(revocations).toEqual([{ token: refreshToken, status: 200 }]);

  const refresh = await request.post('/auth/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: 'tandem-web' },
  });
  expect(refresh.status()).toBe(400);
  expect(((await refresh.json()) as { error: string }).error).toBe('invalid_grant');
});
