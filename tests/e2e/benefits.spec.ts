import { expect, test, type Browser, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';
import { fillDate } from './date-support';

// Issue 9: benefits on the project-entity kit's web half (list, side panel, detail, forms).
const org = `/organisations/${northwind}`;
const benefitsList = `${org}/change/projects/${onlineBooking}/benefits`;
const conflict = /Someone else changed this benefit while you were editing it/;

async function newPageAs(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await openAs(page, email, path);
  return { page, close: () => context.close() };
}

/** The edit form's save, waiting for the version-checked PUT's answer. */
async function saveEdit(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/benefits\/[^/]+$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  return (await answer).status();
}

test.describe('benefits', () => {
  test('an owner creates a benefit, finds it in the list and its side panel, edits it, and a stale edit is refused', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `E2E benefit ${stamp}`;
    await openAs(page, 'owner@demo.test', benefitsList);
    await expect(page.getByRole('heading', { name: 'Benefits', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');

    // Create: the form refuses an empty name, then creates.
    await page.getByRole('link', { name: 'New benefit' }).first().click();
    await expect(page.getByRole('heading', { name: 'New benefit', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create benefit' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Benefit/ }).fill(name);
    await page.getByLabel('Value').fill('1200');
    await page.getByLabel('RAG').selectOption({ label: 'Green' });
    await fillDate(page.getByLabel('End date'), '2027-03-31');
    await page.getByRole('button', { name: 'Create benefit' }).click();
    await expect(page.getByText('The benefit was created.')).toBeVisible();

    // The list (with the new benefit's side panel open) finds it by name.
    const panel = page.getByRole('dialog', { name: 'Benefit summary' });
    await expect(panel.getByRole('heading', { name })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search by name').fill(stamp);
    await page.getByLabel('Search by name').press('Enter');
    const link = page.getByRole('link', { name: `Open the summary of ${name}` });
    await expect(link).toBeVisible();
    const row = page.getByRole('row').filter({ has: link });
    await expect(row).toContainText('1200');
    await expect(row).toContainText('Green');
    await expectAccessible(page, 'benefits list', { excludeToasts: true });

    // Export: the listed (searched) benefits as .xlsx.
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export benefits' });
    await expect(exportDialog.getByLabel('Measurement date')).toBeChecked();
    const download = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Download .xlsx' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(exportDialog).toHaveCount(0);

    // Its side panel keeps the list's search in the address.
    await link.click();
    await expect(page).toHaveURL(/\/benefits\/[^/?]+\?/);
    await expect(panel.getByRole('heading', { name })).toBeVisible();
    await expect(panel.locator('[data-field="value"]')).toContainText('1200');
    await expectAccessible(page, 'benefit side panel', { excludeToasts: true });

    // The detail page, then an edit of two fields.
    await panel.getByRole('link', { name: 'View details' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('created it');
    await expectAccessible(page, 'benefit detail', { excludeToasts: true });
    const detailUrl = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit benefit', level: 1 })).toBeVisible();
    await page.getByLabel('Type').fill('Financial');
    await page.getByLabel('Value').fill('1500');
    expect(await saveEdit(page)).toBe(200);
    await expect(page.getByText('The benefit was saved.')).toBeVisible();
    await expect(page).toHaveURL(detailUrl);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.locator('[data-field="type"]')).toContainText('Financial');
    await expect(details.locator('[data-field="value"]')).toContainText('1500');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Type');

    // A stale edit: someone else saves while this form is open.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Type')).toHaveValue('Financial');
    const other = await newPageAs(browser, 'owner@demo.test', `${detailUrl}/edit`);
    try {
      await other.page.getByLabel('Notes').fill(`Changed elsewhere ${stamp}`);
      expect(await saveEdit(other.page)).toBe(200);
    } finally {
      await other.close();
    }
    await page.getByLabel('Type').fill('People');
    expect(await saveEdit(page)).toBe(409);
    await expect(page.getByText(conflict)).toBeVisible();
    // Reloaded: the other change shows, this one was not written.
    await expect(page.getByLabel('Notes')).toHaveValue(`Changed elsewhere ${stamp}`);
    await expect(page.getByLabel('Type')).toHaveValue('Financial');
  });
});
