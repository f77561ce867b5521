import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, northwind, signIn } from './support';

async function openShellAs(page: Page, email: string, path = '/') {
  await page.goto(path);
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test.describe('sign-in and the shell', () => {
  test('the sign-in page of the app is accessible', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('API healthy')).toBeVisible();
    await expectAccessible(page, 'login');
  });

  test('a deep link opened signed out leads to the sign-in page and, after signing in, back to that link', async ({
    page,
  }) => {
    const deepLink = `/organisations/${northwind}/dashboard?tab=actions`;
    await page.goto(deepLink);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\//);
    await expectAccessible(page, 'provider sign-in');

    await signIn(page, 'admin@demo.test');

    await expect(page).toHaveURL(new RegExp(`${deepLink.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { name: 'My Dashboard', level: 1 })).toBeVisible();
    await expectAccessible(page, 'my dashboard');
  });

  test('no token is kept in localStorage, sessionStorage or script-readable cookies', async ({ page }) => {
    await openShellAs(page, 'admin@demo.test');
    // A string, as the tests are typed without the DOM library.
    const everything = await page.evaluate<string>(
      'JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage), cookies: document.cookie })',
    );
    // JWTs start with a base64url JSON header: "eyJ".
    expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(everything).not.toMatch(/access_token|refresh_token|id_token/);
  });

  test('the newcomer sees the licence screen, with Proceed disabled until ticked, and reaches the app after Proceed', async ({
    page,
  }) => {
    // Issue 37 item 7: nothing the gate refuses is asked for while it shows.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await signIn(page, 'newcomer@demo.test');

    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeVisible();
    expect(refused).toEqual([]);
    await expect(proceed).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectAccessible(page, 'licence');

    await page.getByLabel('I accept the above').check();
    await expect(proceed).toBeEnabled();
    await proceed.click();

    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  });

  test('the reader does not see Create programme; the admin does', async ({ page, browser }) => {
    await openShellAs(page, 'reader@demo.test');
    await page.getByRole('button', { name: /Projects/ }).click();
    await expect(page.getByLabel('Search projects')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create programme' })).toHaveCount(0);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await openShellAs(admin, 'admin@demo.test');
    await admin.getByRole('button', { name: /Projects/ }).click();
    await expect(admin.getByRole('link', { name: 'Create programme' })).toBeVisible();
    await adminContext.close();
  });

  test('multi@ sees the organisation switcher and can switch; others do not see it', async ({
    page,
    browser,
  }) => {
    await openShellAs(page, 'multi@demo.test');
    const switcher = page.getByTestId('organisation-switcher');
    await expect(switcher).toBeVisible();
    await switcher.click();
    await page.getByRole('menuitem', { name: 'Contoso Rail' }).click();
    await expect(page).toHaveURL(/\/organisations\/0b000000-/);
    await expect(page.getByRole('heading', { name: 'Contoso Rail', level: 1 })).toBeVisible();

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await openShellAs(owner, 'owner@demo.test');
    await expect(owner.getByTestId('organisation-switcher')).toHaveCount(0);
    await ownerContext.close();
  });

  test('with 15 or more projects the picker is a mega-menu, a programme of more than 9 at double width', async ({
    page,
  }) => {
    await openShellAs(page, 'admin@demo.test', `/organisations/${northwind}`);
    await expect(page.getByRole('heading', { name: 'Northwind Health', level: 1 })).toBeVisible();
    await expectAccessible(page, 'organisation dashboard');

    await page.getByRole('button', { name: /Projects/ }).click();
    const megaMenu = page.getByTestId('project-mega-menu');
    await expect(megaMenu).toBeVisible();
    await expect(megaMenu.locator('[data-double-width]')).toHaveCount(1);
    await expect(megaMenu.getByText('Digital Front Door (Continued)')).toBeVisible();
    await expect(megaMenu.getByText('Standalone Projects')).toBeVisible();
    await expectAccessible(page, 'project mega-menu');

    await megaMenu.getByLabel('Search projects').fill('portal');
    await megaMenu.getByRole('link', { name: 'Patient Portal' }).click();
    await expect(page.getByRole('heading', { name: 'Project overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
    await expectAccessible(page, 'project page');
  });

  test('an organisation the user does not belong to shows the access-denied text, not its data', async ({
    page,
  }) => {
    await openShellAs(page, 'outsider@demo.test');
    await page.goto(`/organisations/${northwind}`);
    await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
    await expect(page.getByText('Northwind Health')).toHaveCount(0);
    await expectAccessible(page, 'access denied');
  });

  test('the shell works by keyboard: skip link, sidebar collapse remembered, menus reachable', async ({
    page,
  }) => {
    await openShellAs(page, 'admin@demo.test');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    const collapse = page.getByRole('button', { name: 'Collapse the sidebar' });
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand the sidebar' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Help' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Help centre' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('logout ends the session: the next visit asks to sign in again', async ({ page }) => {
    await openShellAs(page, 'admin@demo.test');
    await page.getByRole('button', { name: /Your profile/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider ends its session and returns to the app, which asks to sign in again.
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 });
    await page.goto('/');
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 });
  });
});
