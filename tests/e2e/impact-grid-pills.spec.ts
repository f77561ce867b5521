import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { northwind, openAs } from './support';

// The kit grid's pill editor: a field of several values (an impact's business areas) set in one write.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(180_000);

const org = `/organisations/${northwind}`;
const impactsGrid = `${org}/grids/projects/${onlineBooking}/impacts`;
const cell = (page: Page, id: string, colId: string): Locator =>
  page.locator(`[role="row"][row-id="${id}"] [col-id="${colId}"]`);

test('a contributor sets two business areas on an impact in the grid; they stay after a reload and show on its page', async ({
  page,
}) => {
  const name = `E2E pills ${Date.now().toString(36)}`;
  await openAs(page, 'contributor@demo.test', `${org}/change/projects/${onlineBooking}/impacts`);
  await page.getByRole('link', { name: 'New impact' }).first().click();
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole('button', { name: 'Create impact' }).click();
  const created = /\/impacts\/(?!new(?:[/?]|$))([^/?]+)/;
  await expect(page).toHaveURL(created);
  const id = created.exec(page.url())![1]!;

  await page.goto(impactsGrid);
  await expect(cell(page, id, 'name')).toHaveText(name);
  // Keyboard only: Enter opens the cell's pill editor; typing searches, ArrowDown + Enter picks.
  await cell(page, id, 'businessAreas').click();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Business areas' });
  const input = dialog.getByRole('combobox', { name: 'Business areas' });
  await expect(input).toBeFocused();
  for (const area of ['Estates', 'Finance']) {
    await input.fill(area);
    await expect(dialog.getByRole('option', { name: area })).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
  }
  await expect(dialog.locator('.mantine-Pill-label')).toHaveText(['Estates', 'Finance']);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/${id}/businessAreas`),
  );
  // Enter with no option highlighted confirms.
  await input.press('Escape');
  await expect(dialog).toBeVisible();
  await input.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(cell(page, id, 'businessAreas')).toHaveText('Estates, Finance');

  await page.reload();
  await expect(cell(page, id, 'businessAreas')).toHaveText('Estates, Finance');

  await page.goto(`${org}/projects/${onlineBooking}/impacts/${id}`);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Estates, Finance');
});
