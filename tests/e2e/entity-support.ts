import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

// Steps the kit's entity specs share (benefits, impacts): create through the form, define a custom
// field, edit a grid cell, download an export. Each asserts what the specs asserted inline before.

/** One row of a kit grid, by the item's id. */
export const gridRow = (page: Page, id: string) => page.locator(`[role="row"][row-id="${id}"]`);

/**
 * After a create's success phrase, the id after `segment` in the address the form navigated to
 * (`atEnd`: the address must end with it).
 */
export async function createdItemId(page: Page, segment: string, atEnd = false) {
  const created = new RegExp(`/${segment}/(?!new(?:[/?]|$))([^/?]+)${atEnd ? '$' : ''}`);
  await expect(page).toHaveURL(created);
  return created.exec(page.url())![1]!;
}

/**
 * Adds a whole-number custom field on the organisation's custom fields page (already open);
 * `onlyKind` unticks every kind but that one.
 */
export async function addIntCustomField(page: Page, fieldName: string, onlyKind?: string) {
  const form = page.getByRole('form', { name: 'Add a custom field' });
  await form.getByLabel('Name').fill(fieldName);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Whole number' }).click();
  if (onlyKind) {
    const kinds = form.getByRole('checkbox');
    for (const kind of await kinds.all()) if (await kind.isChecked()) await kind.uncheck();
    await form.getByRole('checkbox', { name: onlyKind }).check();
  }
  await form.getByRole('button', { name: 'Add a custom field' }).click();
  await expect(page.getByText(`The custom field ${fieldName} was added.`)).toBeVisible();
}

/**
 * On a kit grid (open), types a value into the custom field column of one row through its dialog
 * and waits for the write (a PUT whose address contains every `urlParts`). Answers the column id.
 */
export async function setCustomCell(
  page: Page,
  id: string,
  fieldName: string,
  value: string,
  urlParts: string[],
) {
  const header = page.locator('.ag-header-cell', { hasText: fieldName });
  await expect(header).toBeVisible();
  const colId = (await header.getAttribute('col-id'))!;
  expect(colId).toMatch(/^custom\./);
  const target = gridRow(page, id).locator(`[col-id="${colId}"]`);
  await target.click();
  await page.keyboard.press('Enter');
  const input = page.getByRole('dialog', { name: fieldName }).getByLabel(fieldName);
  await input.fill(value);
  const write = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && urlParts.every((part) => response.url().includes(part)),
  );
  await input.press('Enter');
  expect((await write).status()).toBe(200);
  return { header, colId, target };
}

/**
 * Opens the list's export dialog, checks the field's column is ticked, downloads the .xlsx and
 * answers its shared strings and first sheet as text.
 */
export async function downloadExport(page: Page, dialogName: string, fieldName: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: dialogName });
  await expect(exportDialog.getByLabel(fieldName)).toBeChecked();
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download .xlsx' }).click();
  const file = await readFile((await (await download).path())!);
  const sheet = unzipSync(new Uint8Array(file));
  return {
    strings: strFromU8(sheet['xl/sharedStrings.xml']!),
    cells: strFromU8(sheet['xl/worksheets/sheet1.xml']!),
  };
}
