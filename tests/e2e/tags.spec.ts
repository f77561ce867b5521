import { expect as baseExpect, test, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import {
  addIntCustomField,
  createdItemId,
  downloadExport,
  gridRow as row,
  setCustomCell,
} from './entity-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 15: tags, custom fields and the organisation switches, on benefits (the kit's proof).
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
// Full page loads sign in again through the provider: give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const org = `/organisations/${northwind}`;
const benefitsList = `${org}/change/projects/${onlineBooking}/benefits`;
const benefitsGrid = `${org}/grids/projects/${onlineBooking}/benefits`;
const detail = (id: string) => `${org}/projects/${onlineBooking}/benefits/${id}`;

/** Creates a benefit through its form and answers its id (from the side panel's address). */
async function createBenefit(page: Page, name: string) {
  await page.goto(`${org}/projects/${onlineBooking}/benefits/new`);
  await page.getByRole('textbox', { name: /^Benefit/ }).fill(name);
  await page.getByRole('button', { name: 'Create benefit' }).click();
  await expect(page.getByText('The benefit was created.')).toBeVisible();
  return createdItemId(page, 'benefits');
}

/** Sets an organisation switch on the features page (owner or more). */
async function setSwitch(page: Page, key: 'tagsEnabled' | 'customPropertiesEnabled', on: boolean) {
  await page.goto(`${org}/settings`);
  const name = key === 'tagsEnabled' ? /^Tags/ : /^Custom properties/;
  const toggle = page.getByRole('switch', { name });
  await expect(toggle).toBeEnabled();
  if ((await toggle.isChecked()) !== on) {
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/is now (on|off)\./)).toBeVisible();
  }
  await expect(toggle).toBeChecked({ checked: on });
}

test.describe('tags and custom fields', () => {
  test('an owner defines a custom Int field for benefits, sets it in the grid, sorts by it and exports it', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const fieldName = `Savings ${stamp}`;
    await openAs(page, 'owner@demo.test', `${org}/settings`);
    await setSwitch(page, 'customPropertiesEnabled', true);
    await page.goto(`${org}/settings/custom-fields`);
    await addIntCustomField(page, fieldName);
    await expect(page.getByRole('table', { name: 'Custom fields' })).toContainText(fieldName);
    await expectAccessible(page, 'custom field settings', { excludeToasts: true });

    const id = await createBenefit(page, `E2E custom ${stamp}`);
    await page.goto(benefitsGrid);
    const { header, colId, target } = await setCustomCell(page, id, fieldName, '4200', ['/custom-fields/']);
    await expect(page.getByText(`${fieldName} was saved.`)).toBeVisible();
    await expect(target).toHaveText('4200');

    // Sorted by the server: descending puts the only valued benefit first.
    const sorted = page.waitForResponse((response) =>
      decodeURIComponent(response.url()).includes(`sorts=${colId}`),
    );
    await header.click();
    await sorted;
    await page.reload();
    await expect(row(page, id).locator(`[col-id="${colId}"]`)).toHaveText('4200');

    // Filtered by the server in the grid: greater than 4000 keeps the benefit, less than 4000 drops it.
    const filterBy = async (comparison: string, value: string) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const panel = page.getByRole('dialog', { name: 'Apply filters' });
      await panel.getByRole('combobox', { name: fieldName }).selectOption({ label: comparison });
      await panel.getByRole('spinbutton', { name: `${fieldName}: value` }).fill(value);
      const filtered = page.waitForResponse((response) =>
        decodeURIComponent(response.url()).includes(`filters=${colId}`),
      );
      await panel.getByRole('button', { name: 'Apply' }).click();
      expect((await filtered).status()).toBe(200);
    };
    await filterBy('Greater than', '4000');
    await expect(row(page, id)).toBeVisible();
    await expect(page.getByTestId('grid-count')).toHaveText(/^1 /);
    await filterBy('Less than', '4000');
    await expect(row(page, id)).toHaveCount(0);

    // The value is on the benefit's page and goes out in the export.
    await page.goto(detail(id));
    await expect(page.getByRole('textbox', { name: fieldName, exact: true })).toHaveValue('4200');
    await page.goto(benefitsList);
    const sheet = await downloadExport(page, 'Export benefits', fieldName);
    expect(sheet.strings).toContain(fieldName);
    expect(sheet.cells).toContain('4200');

    // Imported with the custom value (from the grid): its column is matched by the field's name.
    const imported = `E2E imported ${stamp}`;
    await page.goto(benefitsGrid);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import benefits' });
    await importDialog.locator('input[type="file"]').setInputFiles({
      name: 'benefits.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Benefit,${fieldName}\n${imported},77\n`),
    });
    await importDialog.getByRole('button', { name: 'Check rows' }).click();
    await importDialog.getByRole('button', { name: /^Import 1 / }).click();
    await expect(importDialog.getByTestId('import-result')).toContainText('1 created');
    await importDialog.getByRole('button', { name: 'Close' }).last().click();
    await page.reload();
    await expect(
      page.locator('[role="row"]', { hasText: imported }).locator(`[col-id="${colId}"]`),
    ).toHaveText('77');
  });

  test('tags are created by typing, searched, added in bulk, counted, renamed; switching tags off removes them and the API refuses', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const tagText = `Urgent ${stamp}`;
    await openAs(page, 'owner@demo.test', benefitsList);
    // Another spec toggles tags and leaves them as it found them or not: start from on.
    await setSwitch(page, 'tagsEnabled', true);
    const first = await createBenefit(page, `E2E tagged one ${stamp}`);
    const second = await createBenefit(page, `E2E tagged two ${stamp}`);

    // Typed on the benefit's page: Enter creates the tag and puts it on.
    await page.goto(detail(first));
    const tagInput = page.getByRole('combobox', { name: 'Add a tag' });
    await tagInput.fill(tagText);
    await tagInput.press('Enter');
    await expect(page.getByText(`The tag ${tagText} was added.`)).toBeVisible();
    await expect(page.getByTestId('entity-tags').getByText(tagText)).toBeVisible();
    await expectAccessible(page, 'benefit with tags', { excludeToasts: true });

    // In bulk from the grid: the search suggests it after a few characters.
    await page.goto(benefitsGrid);
    await row(page, first).getByRole('checkbox').first().check();
    await row(page, second).getByRole('checkbox').first().check();
    await page.getByTestId('selection-bar').getByRole('button', { name: 'Add tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tags to the selected items' });
    await dialog.getByRole('combobox', { name: 'Add a tag' }).fill(`urgent ${stamp}`);
    await page.getByRole('option', { name: tagText }).click();
    await dialog.getByRole('button', { name: 'Add tags' }).click();
    await expect(page.getByText('Tags were added to 1 item.')).toBeVisible();
    await expect(row(page, second).locator('[col-id="tags"]')).toHaveText(tagText);

    // Counted and renamed in the organisation's settings.
    await page.goto(`${org}/settings/tags`);
    const tagRow = page.getByTestId('tag-row').filter({ hasText: tagText });
    await expect(tagRow.getByTestId('tag-usage')).toHaveText('2 items');
    await tagRow.getByRole('button', { name: 'Rename' }).click();
    const renamed = `Critical ${stamp}`;
    await page.getByRole('dialog').getByLabel('New text').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText(`The tag was renamed to ${renamed}.`)).toBeVisible();
    await page
      .getByTestId('tag-row')
      .filter({ hasText: renamed })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('dialog')).toContainText('is used on 2 items');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await page.goto(benefitsGrid);
    await expect(row(page, first).locator('[col-id="tags"]')).toHaveText(renamed);
    // The grid filters by tag ('contains either'): only the two tagged benefits stay.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('dialog', { name: 'Apply filters' });
    await panel.getByLabel('Tags', { exact: true }).click();
    await page.getByRole('option', { name: renamed }).click();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('grid-count')).toHaveText(/^2 /);
    await expect(row(page, second)).toBeVisible();
    await page.goto(benefitsGrid);
    // A full load signs in again (tokens live in memory): let that round trip end before leaving, or the
    // next page.goto collides with the sign-in redirect and aborts (net::ERR_ABORTED on a loaded machine).
    await expect(row(page, first)).toBeVisible();

    // Switched off by an owner (the API's refusal of tag writes meanwhile is in tests/integration/tags.test.ts).
    await setSwitch(page, 'tagsEnabled', false);
    try {
      // Gone everywhere: the grid's column and bulk button, the page's tags, the settings tab.
      await page.goto(benefitsGrid);
      await expect(row(page, first)).toBeVisible();
      await expect(page.locator('.ag-header-cell[col-id="tags"]')).toHaveCount(0);
      await row(page, first).getByRole('checkbox').first().check();
      await expect(page.getByTestId('selection-bar').getByRole('button', { name: 'Add tags' })).toHaveCount(
        0,
      );
      await page.goto(detail(first));
      await expect(page.getByRole('heading', { name: `E2E tagged one ${stamp}` })).toBeVisible();
      await expect(page.getByTestId('entity-tags')).toHaveCount(0);
      await page.goto(`${org}/settings`);
      await expect(page.getByRole('navigation', { name: 'Organisation settings sections' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tags', exact: true })).toHaveCount(0);
    } finally {
      await setSwitch(page, 'tagsEnabled', true);
    }
  });

  // The defect of the merge of 2026-11-24 (docs/decisions.md): the page hung on the typed tag.
  test('a page left open when tags are switched off shows the refusal of its tag write', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await openAs(page, 'owner@demo.test', benefitsList);
    await setSwitch(page, 'tagsEnabled', true);
    const id = await createBenefit(page, `E2E left open ${stamp}`);
    await page.goto(detail(id));
    const tagInput = page.getByRole('combobox', { name: 'Add a tag' });
    await expect(tagInput).toBeVisible();

    // An owner switches tags off in another tab; this page has not heard of it yet.
    const other = await page.context().newPage();
    try {
      await setSwitch(other, 'tagsEnabled', false);
      await tagInput.fill(`Late ${stamp}`);
      await tagInput.press('Enter');
      await expect(page.getByText(/Tags are switched off for this organisation\./)).toBeVisible();
      // The answer carried the new settings: the page drops its tags and stays usable.
      await expect(page.getByTestId('entity-tags')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: `E2E left open ${stamp}` })).toBeVisible();
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(new RegExp(`/benefits/${id}/edit$`));
    } finally {
      await setSwitch(other, 'tagsEnabled', true);
      await other.close();
    }
  });

  test('a project tag is added on the project settings page, counted on the tags page, and hidden while tags are off', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const tagText = `Flagship ${stamp}`;
    const projectSettings = `${org}/projects/${onlineBooking}/settings`;
    await openAs(page, 'owner@demo.test', projectSettings);
    await setSwitch(page, 'tagsEnabled', true);
    await page.goto(projectSettings);
    const section = page.getByTestId('project-tags');
    const tagInput = section.getByRole('combobox', { name: 'Add a tag' });
    await tagInput.fill(tagText);
    await tagInput.press('Enter');
    await expect(page.getByText(`The tag ${tagText} was added.`)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Tags' })).toHaveText(tagText);
    await expectAccessible(page, 'project settings with tags', { excludeToasts: true });

    await page.goto(`${org}/settings/tags`);
    const tagRow = page.getByTestId('tag-row').filter({ hasText: tagText });
    await expect(tagRow.getByTestId('tag-usage')).toHaveText('1 item');

    await setSwitch(page, 'tagsEnabled', false);
    try {
      await page.goto(projectSettings);
      await expect(page.getByRole('heading', { name: 'Project details' })).toBeVisible();
      await expect(page.getByTestId('project-tags')).toHaveCount(0);
    } finally {
      await setSwitch(page, 'tagsEnabled', true);
    }
  });
});
