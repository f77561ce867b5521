import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { pasteHtml } from './rich-text-support';
import { expectAccessible } from './support';
import { demoActionId, gridTotal, onlineBooking, openGridAs, recordActionWrites } from './actions-support';

// Dates are shown in the browser's locale (en-GB: "28 Jun 2026").
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

async function newPageAs(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await openGridAs(page, email);
  return { page, close: () => context.close() };
}

const row = (page: Page, refNumber: number) =>
  page.locator(`[role="row"][row-id="${demoActionId(onlineBooking, refNumber)}"]`);
const cell = (page: Page, refNumber: number, colId: string): Locator =>
  row(page, refNumber).locator(`[col-id="${colId}"]`);
const selectBox = (page: Page, refNumber: number) =>
  row(page, refNumber).locator('[col-id="ag-Grid-SelectionColumn"] input[type="checkbox"]');

/** The rows of the first sheet of an .xlsx, every cell as text (read with the app's own reader). */
async function readSheet(file: string) {
  const { readSheet: readFirstSheet } = await import('read-excel-file/node');
  const rows = await readFirstSheet(file);
  return rows.map((row) => row.map((value) => (value === null ? '' : String(value))));
}

test.describe('the actions grid', () => {
  test('contributor@ edits name, RAG, end date and description, bulk-updates three actions, and the values stay after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Markup with a handler, once parsed, makes the browser log a policy violation (issue 37 item 18).
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
    });
    const writes = recordActionWrites(page);
    await openGridAs(page, 'contributor@demo.test');
    await expect(cell(page, 2, 'name')).toBeVisible();
    await expect(page.getByText('Double-click a cell to edit it')).toBeVisible();
    await expectAccessible(page, 'actions grid', { excludeToasts: true });

    // Name: double-click, a modal with Cancel/Save.
    const newName = `Brief the booking team ${stamp}`;
    await cell(page, 2, 'name').dblclick();
    const nameDialog = page.getByRole('dialog', { name: 'Edit Name' });
    await nameDialog.getByLabel('Name').fill(newName);
    await expectAccessible(page, 'name editor', { excludeToasts: true });
    await nameDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name was saved.')).toBeVisible();
    await expect(cell(page, 2, 'name')).toHaveText(newName);

    // RAG: a popup of pills (ref 2 is seeded Amber and in progress).
    await cell(page, 2, 'ragStatus').dblclick();
    const ragDialog = page.getByRole('dialog', { name: 'Edit RAG' });
    await ragDialog.getByRole('radio', { name: 'Red' }).check();
    await ragDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('RAG was saved.')).toBeVisible();
    await expect(cell(page, 2, 'ragStatus')).toHaveText('Red');

    // End date: before the start (8 June 2026) is refused here, with a toast, and not sent.
    await expect(cell(page, 2, 'startDate')).toHaveText('8 Jun 2026');
    await cell(page, 2, 'endDate').dblclick();
    const dateDialog = page.getByRole('dialog', { name: 'Edit End date' });
    await expect(dateDialog.getByLabel('Month', { exact: true })).toHaveValue('June');
    await expect(dateDialog.getByLabel('Year', { exact: true })).toHaveValue('2026');
    await expectAccessible(page, 'date editor', { excludeToasts: true });
    const writesBefore = writes.length;
    await dateDialog.getByRole('button', { name: '1 June 2026', exact: true }).click();
    await dateDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
    expect(writes.length).toBe(writesBefore);
    await expect(dateDialog).toBeVisible();
    await dateDialog.getByRole('button', { name: '28 June 2026', exact: true }).click();
    await dateDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('End date was saved.')).toBeVisible();
    await expect(cell(page, 2, 'endDate')).toHaveText('28 Jun 2026');

    // Description in the rich-text editor: markup typed is text, not markup; markup pasted keeps only
    // what rich text may hold (bold), and its image with a script never loads nor runs.
    await cell(page, 4, 'description').dblclick();
    const descriptionDialog = page.getByRole('dialog', { name: 'Edit Description' });
    const descriptionBox = descriptionDialog.getByRole('textbox', { name: 'Description' });
    await descriptionBox.press('ControlOrMeta+a');
    await descriptionBox.press('Delete');
    await descriptionBox.pressSequentially('<img src=x onerror=alert(1)> ');
    await pasteHtml(descriptionBox, '<p>Plan <b>now</b></p><img src=x onerror=alert(2)>');
    await expectAccessible(page, 'description editor', { excludeToasts: true });
    await descriptionDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Description was saved.')).toBeVisible();
    await expect(cell(page, 4, 'description')).toHaveText('<img src=x onerror=alert(1)> Plan now');
    await expect(cell(page, 4, 'description').locator('strong')).toHaveText('now');

    // Reload: the accepted values are there.
    await page.reload();
    await expect(cell(page, 2, 'name')).toHaveText(newName);
    await expect(cell(page, 2, 'ragStatus')).toHaveText('Red');
    await expect(cell(page, 2, 'endDate')).toHaveText('28 Jun 2026');
    await expect(cell(page, 4, 'description')).toHaveText('<img src=x onerror=alert(1)> Plan now');
    await expect(page.locator('.ag-root img')).toHaveCount(0);
    expect(policyViolations).toEqual([]);

    // Bulk update of three actions: progress status On hold.
    for (const ref of [6, 7, 8]) await selectBox(page, ref).check();
    await expect(page.getByTestId('selection-count')).toHaveText('3 actions selected');
    await page.getByRole('button', { name: 'Bulk update' }).click();
    const bulkDialog = page.getByRole('dialog', { name: 'Update 3 actions' });
    await bulkDialog.getByLabel('Progress status', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'On hold' }).click();
    await bulkDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('3 actions were updated.')).toBeVisible();
    for (const ref of [6, 7, 8]) await expect(cell(page, ref, 'progressStatus')).toHaveText('On hold');

    expect(dialogs).toEqual([]);
  });

  test('contributor@ picks an owner, an assignee and an action type, and exports the chosen columns', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openGridAs(page, 'contributor@demo.test');

    // Owner and assigned-to: a searchable choice of the project's team.
    await cell(page, 10, 'owner').dblclick();
    const ownerDialog = page.getByRole('dialog', { name: 'Edit Owner' });
    await ownerDialog.getByLabel('Owner').fill('Olu');
    await page.getByRole('option', { name: 'Olu Owner' }).click();
    await ownerDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Owner was saved.')).toBeVisible();
    await expect(cell(page, 10, 'owner')).toHaveText('Olu Owner');

    await cell(page, 10, 'assignedTo').dblclick();
    const assigneeDialog = page.getByRole('dialog', { name: 'Edit Assigned to' });
    await assigneeDialog.getByLabel('Assigned to').fill('Cara');
    await page.getByRole('option', { name: 'Cara Contributor' }).click();
    await assigneeDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Assigned to was saved.')).toBeVisible();
    await expect(cell(page, 10, 'assignedTo')).toHaveText('Cara Contributor');

    await cell(page, 10, 'actionType').dblclick();
    const typeDialog = page.getByRole('dialog', { name: 'Edit Action type' });
    await typeDialog.getByLabel('Action type').fill('Work');
    await page.getByRole('option', { name: 'Workshop' }).click();
    await expectAccessible(page, 'action type editor', { excludeToasts: true });
    await typeDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Action type was saved.')).toBeVisible();
    await expect(cell(page, 10, 'actionType')).toHaveText('Workshop');

    await page.reload();
    await expect(cell(page, 10, 'owner')).toHaveText('Olu Owner');
    await expect(cell(page, 10, 'assignedTo')).toHaveText('Cara Contributor');
    await expect(cell(page, 10, 'actionType')).toHaveText('Workshop');

    // Export: only Ref, Name and Owner, in that order.
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export actions' });
    await exportDialog.getByRole('button', { name: 'Select none' }).click();
    for (const label of ['Ref', 'Name', 'Owner'])
      await exportDialog.getByLabel(label, { exact: true }).check();
    const downloading = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^actions-online-booking.*\.xlsx$/);
    const sheet = await readSheet(await download.path());
    expect(sheet[0]).toEqual(['Ref', 'Name', 'Owner']);
    expect(sheet.find((row) => row[0] === '10')?.[2]).toBe('Olu Owner');
    expect(sheet.length - 1).toBe(await gridTotal(page));
  });

  test('reader@ sees the grid read-only', async ({ page }) => {
    await openGridAs(page, 'reader@demo.test');
    await expect(page.getByText('You can view these actions.')).toBeVisible();
    await expect(cell(page, 1, 'name')).toBeVisible();
    await cell(page, 1, 'name').dblclick();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await selectBox(page, 1).check();
    await expect(page.getByTestId('selection-count')).toHaveText('1 action selected');
    await expect(page.getByRole('button', { name: 'Bulk update' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stakeholder emails' })).toBeVisible();
    await expectAccessible(page, 'read-only grid', { excludeToasts: true });
  });

  test('two sessions edit the same cell: the second save gets 409, the UI says so, and the first value is kept', async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const first = await newPageAs(browser, 'contributor@demo.test');
    const second = await newPageAs(browser, 'contributor@demo.test');
    try {
      await cell(first.page, 9, 'name').dblclick();
      await cell(second.page, 9, 'name').dblclick();
      const firstDialog = first.page.getByRole('dialog', { name: 'Edit Name' });
      const secondDialog = second.page.getByRole('dialog', { name: 'Edit Name' });
      await firstDialog.getByLabel('Name').fill(`First ${stamp}`);
      await secondDialog.getByLabel('Name').fill(`Second ${stamp}`);

      await firstDialog.getByRole('button', { name: 'Save' }).click();
      await expect(first.page.getByText('Name was saved.')).toBeVisible();

      const conflict = second.page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith('/name'),
      );
      await secondDialog.getByRole('button', { name: 'Save' }).click();
      expect((await conflict).status()).toBe(409);
      await expect(second.page.getByText('Warning')).toBeVisible();
      // The row is reloaded: the first value is kept.
      await expect(cell(second.page, 9, 'name')).toHaveText(`First ${stamp}`);
      await second.page.reload();
      await expect(cell(second.page, 9, 'name')).toHaveText(`First ${stamp}`);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
