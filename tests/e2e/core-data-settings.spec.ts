import { expect, test } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';

const org = `/organisations/${northwind}`;

const noViewAccess = 'You do not have permission to view this page.';

test.describe('organisation settings and core data', () => {
  test('a reader has no Settings entries and core data answers access denied', async ({ page }) => {
    await openAs(page, 'reader@demo.test', `${org}/core-data`);
    await expect(page.getByText(noViewAccess)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Core data', level: 1 })).toHaveCount(0);

    const settingsButton = page.getByTestId('settings-button');
    await expect(settingsButton).toHaveAttribute('aria-disabled', 'true');
    await settingsButton.hover();
    await expect(page.getByRole('tooltip', { name: 'no access' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Core data' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Organisation settings' })).toHaveCount(0);

    await page.goto(`${org}/core-data/locations`);
    await expect(page.getByText(noViewAccess)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto(`${org}/settings`);
    await expect(page.getByText(noViewAccess)).toBeVisible();
  });

  test('an owner creates a location in the UI and it is in the list after a reload', async ({ page }) => {
    const name = `E2E depot ${Date.now()}`;
    await openAs(page, 'owner@demo.test', `${org}/core-data`);
    await expect(page.getByRole('heading', { name: 'Core data', level: 1 })).toBeVisible();
    await expectAccessible(page, 'core data index');

    await page.getByRole('link', { name: 'Locations' }).click();
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
    await expect(page.getByTestId('table-skeleton-row')).toHaveCount(0);
    await expectAccessible(page, 'locations list');

    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'New location' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please make sure every field is valid.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'City' }).fill('Leeds');
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill('53.8');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Leeds' })).toBeVisible();
    await expect(page).toHaveURL(/filters=name-ct-/);
  });

  test('an owner toggles an organisation setting and it persists after a reload', async ({ page }) => {
    await openAs(page, 'owner@demo.test', `${org}/settings`);
    await expect(page.getByRole('heading', { name: 'Organisation settings', level: 1 })).toBeVisible();
    const tags = page.getByRole('switch', { name: /^Tags/ });
    await expect(tags).toBeEnabled();
    await expectAccessible(page, 'organisation settings');
    const wasOn = await tags.isChecked();

    // From the keyboard: the switch is a checkbox, Space toggles it.
    await tags.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Tags is now ${wasOn ? 'off' : 'on'}.`)).toBeVisible();

    await page.reload();
    const after = page.getByRole('switch', { name: /^Tags/ });
    await expect(after).toBeEnabled();
    if (wasOn) await expect(after).not.toBeChecked();
    else await expect(after).toBeChecked();
    // Put it back: files that run after this one on the same stack (tags, imports) rely on the seed.
    await after.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Tags is now ${wasOn ? 'on' : 'off'}.`)).toBeVisible();

    // Owners see the users section but not the admin one; the admin page says so.
    await expect(page.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.goto(`${org}/settings/users`);
    await expect(page.getByLabel('Role of new members').first()).toBeVisible();
    await expectAccessible(page, 'user settings');
  });

  test('the admin settings page is accessible to an admin', async ({ page }) => {
    await openAs(page, 'admin@demo.test', `${org}/settings/admin`);
    await expect(page.getByRole('textbox', { name: 'Organisation name' })).toHaveValue(/.+/);
    await expectAccessible(page, 'admin settings');
  });
});
