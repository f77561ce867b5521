import { expect, test } from '@playwright/test';

test.describe('the platform spine in a real browser', () => {
  test('the web app loads from our origin and shows the API health through the typed client', async ({
    page,
    baseURL,
  }) => {
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
        foreignRequests.push(request.url());
    });
    const healthCall = page.waitForResponse((response) => response.url().endsWith('/api/health'));

    // The sign-in page is the one page anyone can open; it shows the API health too.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Tandem', level: 1 })).toBeVisible();
    const health = await healthCall;
    expect(health.status()).toBe(200);
    await expect(page.getByText('API healthy')).toBeVisible();
    await expect(page.getByText(/stage local/)).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });

  test('a deep link is served by the SPA fallback and shows the not-found page, not a server 404', async ({
    page,
  }) => {
    const response = await page.goto('/organisations/unknown/nowhere');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/not found|does not exist|can’t find|can't find/i).first()).toBeVisible();
  });

  test('pages carry a strict content security policy', async ({ page }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
  });
});
