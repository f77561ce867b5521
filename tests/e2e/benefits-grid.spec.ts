import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 9 item 4: the project-entity kit's generic grid, on benefits.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const org = `/organisations/${northwind}`;
const benefitsList = `${org}/change/projects/${onlineBooking}/benefits`;
const benefitsGrid = `${org}/grids/projects/${onlineBooking}/benefits`;
const conflict = /Someone else changed this benefit while you were editing it/;

const cell = (page: Page, id: string, colId: string): Locator =>
  page.locator(`[role="row"][row-id="${id}"] [col-id="${colId}"]`);

/** Waits for the grid's write of one field of a benefit (PUT to edit, DELETE to clear). */
const writeOf = (page: Page, method: 'PUT' | 'DELETE', field: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method && response.url().split('?')[0]!.endsWith(`/${field}`),
  );

/** Creates a benefit through its form and answers its id (from the side panel's address). */
async function createBenefit(page: Page, name: string) {
  await page.goto(`${org}/projects/${onlineBooking}/benefits/new`);
  await page.getByRole('textbox', { name: /^Benefit/ }).fill(name);
  await page.getByLabel('Value').fill('100');
  await page.getByRole('button', { name: 'Create benefit' }).click();
  await expect(page.getByText('The benefit was created.')).toBeVisible();
  // The form's own address is `…/benefits/new`: wait for the created benefit's.
  const created = /\/benefits\/(?!new(?:[/?]|$))([^/?]+)/;
  await expect(page).toHaveURL(created);
  return created.exec(page.url())![1]!;
}

async function newGridAs(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await openAs(page, email, benefitsGrid);
  return { page, close: () => context.close() };
}

/** Edits a text or number cell from the keyboard: Enter opens its dialog, Enter saves. */
async function typeInto(page: Page, target: Locator, label: string, text: string) {
  await target.click();
  await page.keyboard.press('Enter');
  const input = page.getByRole('dialog', { name: label }).getByLabel(label);
  await input.fill(text);
  await input.press('Enter');
}

test.describe('benefits grid', () => {
  test('an owner edits cells of different kinds, clears one with Delete, and duplicates and deletes through the selection bar', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `E2E grid benefit ${stamp}`;
    await openAs(page, 'owner@demo.test', benefitsList);
    const id = await createBenefit(page, name);

    // The list links to the grid page.
    await page.goto(benefitsList);
    await page.getByRole('link', { name: 'Grid', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${benefitsGrid}$`));
    await expect(page.getByRole('heading', { name: 'Benefits grid', level: 1 })).toBeVisible();
    await expect(cell(page, id, 'name')).toHaveText(name);
    await expect(cell(page, id, 'value')).toHaveText('100');

    // A number, with the keyboard.
    const value = writeOf(page, 'PUT', 'value');
    await typeInto(page, cell(page, id, 'value'), 'Value', '2500');
    expect((await value).status()).toBe(200);
    await expect(page.getByText('Value was saved.')).toBeVisible();
    await expect(cell(page, id, 'value')).toHaveText('2500');

    // A RAG, with the mouse: double-click opens its dialog.
    const rag = writeOf(page, 'PUT', 'ragStatus');
    await cell(page, id, 'ragStatus').dblclick();
    const ragDialog = page.getByRole('dialog', { name: 'RAG' });
    await ragDialog.getByLabel('RAG').selectOption({ label: 'Red' });
    await ragDialog.getByRole('button', { name: 'Save' }).click();
    expect((await rag).status()).toBe(200);
    await expect(cell(page, id, 'ragStatus')).toHaveText('Red');
    await expectAccessible(page, 'benefits grid', { excludeToasts: true });

    // Saved: a reload shows both.
    await page.reload();
    await expect(cell(page, id, 'value')).toHaveText('2500');
    await expect(cell(page, id, 'ragStatus')).toHaveText('Red');

    // Delete clears a clearable cell through the clear endpoint.
    const cleared = writeOf(page, 'DELETE', 'value');
    await cell(page, id, 'value').click();
    await page.keyboard.press('Delete');
    expect((await cleared).status()).toBe(200);
    await expect(page.getByText('Value was cleared.')).toBeVisible();
    await expect(cell(page, id, 'value')).toHaveText('');
    await page.reload();
    await expect(cell(page, id, 'value')).toHaveText('');

    // The selection bar duplicates, then deletes after a confirmation naming the benefit.
    const selectBox = page.locator(`[role="row"][row-id="${id}"] [col-id="ag-Grid-SelectionColumn"] input`);
    await selectBox.check();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText('1 item was duplicated.')).toBeVisible();
    await expect(page.locator('[role="row"]').filter({ hasText: name })).toHaveCount(2);
    await selectBox.check();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete items' });
    await expect(confirm).toContainText(`‘${name}’`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('1 item was deleted.')).toBeVisible();
    await expect(cell(page, id, 'name')).toHaveCount(0);
  });

  test('a stale edit is refused with the conflict message, and the row shows the first edit', async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const first = await newGridAs(browser, 'owner@demo.test');
    const second = await newGridAs(browser, 'owner@demo.test');
    try {
      const id = await createBenefit(first.page, `E2E contested ${stamp}`);
      await first.page.goto(benefitsGrid);
      await second.page.reload();
      await expect(cell(second.page, id, 'type')).toHaveText('');

      const saved = writeOf(first.page, 'PUT', 'type');
      await typeInto(first.page, cell(first.page, id, 'type'), 'Type', `First ${stamp}`);
      expect((await saved).status()).toBe(200);

      const stale = writeOf(second.page, 'PUT', 'type');
      await typeInto(second.page, cell(second.page, id, 'type'), 'Type', `Second ${stamp}`);
      expect((await stale).status()).toBe(409);
      await expect(second.page.getByText(conflict)).toBeVisible();
      await expect(cell(second.page, id, 'type')).toHaveText(`First ${stamp}`);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
