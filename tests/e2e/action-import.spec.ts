import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { expectAccessible } from './support';
import { gridTotal, openGridAs, recordActionWrites } from './actions-support';

test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

let folder = '';
test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tandem-action-import-'));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/**
 * Deletes the actions whose names contain `stamp` through the grid (search, select all, Delete), so
 * the other specs sharing this stack see the seeded project as it was.
 */
async function deleteImported(page: Page, stamp: string, count: number) {
  await page.getByLabel('Search by name').fill(stamp);
  await expect(page.getByTestId('actions-count')).toHaveText(`${count} of ${count} actions`);
  await page.locator('.ag-header-cell input[type="checkbox"]').first().check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete actions' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('actions-count')).toHaveText('0 of 0 actions');
}

test.describe('the actions import', () => {
  test('contributor@ imports an .xlsx with one bad row: the preview shows the error, nothing is written before confirming, then the 3 good rows are created', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = `imp${Date.now().toString(36)}`;
    const file = join(folder, 'actions.xlsx');
    await writeXlsxFile(
      [
        ['Name', 'Description', 'RAG', 'Progress', 'Start date', 'End date', 'Action type', 'Owner'],
        [
          `${stamp} brief the agents`,
          'Two sessions',
          'Green',
          'In progress',
          day('2026-03-01'),
          day('2026-03-31'),
          'Communication',
          'Cara Contributor',
        ],
        [
          `${stamp} update the FAQ`,
          null,
          'Amber',
          'Not started',
          day('2026-04-01'),
          day('2026-04-30'),
          'Training',
          null,
        ],
        [
          `${stamp} dates the wrong way`,
          null,
          'Red',
          'Not started',
          day('2026-05-01'),
          day('2026-04-01'),
          null,
          null,
        ],
        [`${stamp} retire the old form`, null, 1, 2, null, day('2026-06-30'), null, null],
      ],
      { dateFormat: 'dd/mm/yyyy' },
    ).toFile(file);

    await openGridAs(page, 'contributor@demo.test');
    const before = await gridTotal(page);
    const writes = recordActionWrites(page);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import actions' });
    await expect(dialog.getByLabel('Spreadsheet file')).toBeVisible();
    await expectAccessible(page, 'import: file step');
    await dialog.locator('input[type="file"]').setInputFiles(file);

    // Columns: every header of the file was matched by name.
    await expect(dialog.getByText('8 of 10 fields were matched by their column names.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /^Name/ })).toHaveValue('0');
    await expect(dialog.getByRole('combobox', { name: /^End date/ })).toHaveValue('5');
    await expectAccessible(page, 'import: columns step');
    await dialog.getByRole('button', { name: 'Check rows' }).click();

    // Preview: the bad row (row 4 of the sheet) with its error, named by field; nothing sent yet.
    await expect(dialog.getByTestId('import-preview-counts')).toHaveText(
      '4 rows: 3 ready to import, 1 with errors.',
    );
    const badRow = dialog.getByTestId('import-row-4');
    await expect(badRow).toHaveAttribute('data-status', 'error');
    await expect(badRow).toContainText('End date: The end date must be after the start date.');
    await expect(dialog.getByTestId('import-row-2')).toHaveAttribute('data-status', 'ready');
    await expect(dialog.getByTestId('import-confirmation')).toContainText(
      '1 row with errors will be skipped.',
    );
    await expectAccessible(page, 'import: preview step');
    expect(writes).toEqual([]);

    // Confirm: the good rows go in one batch, with a progress bar and a result.
    await dialog.getByRole('button', { name: 'Import 3 good rows' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(dialog.getByTestId('import-result')).toContainText(
      '3 rows were imported: 3 created, 0 updated.',
    );
    await expect(dialog.getByTestId('import-result')).toContainText('1 row with errors was skipped.');
    await expect(dialog.getByTestId('import-progress-text')).toHaveText('Sent 3 of 3 rows (batch 1 of 1).');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('/actions/create-from-upload');
    await expectAccessible(page, 'import: result');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // The grid reloaded: exactly three more actions, with the values of the file.
    await expect(page.getByTestId('actions-count')).toContainText(`of ${before + 3} actions`);
    await page.getByLabel('Search by name').fill(stamp);
    await expect(page.getByTestId('actions-count')).toHaveText('3 of 3 actions');
    const briefed = page.locator('[role="row"]', { hasText: `${stamp} brief the agents` });
    await expect(briefed.locator('[col-id="owner"]')).toHaveText('Cara Contributor');
    await expect(briefed.locator('[col-id="actionType"]')).toHaveText('Communication');
    await expect(page.getByText(`${stamp} dates the wrong way`)).toHaveCount(0);

    await deleteImported(page, stamp, 3);
  });

  test('contributor@ imports a .csv: labels, numbers and dd/mm/yyyy dates are read, an unknown ref is refused in the preview', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = `csv${Date.now().toString(36)}`;
    const file = join(folder, 'actions.csv');
    await writeFile(
      file,
      [
        'Ref,Action name,RAG status,Status,Start,Due date',
        `,${stamp} plan the launch,G,Not started,01/07/2026,31/07/2026`,
        `,"${stamp} call the sponsors, twice",2,3,,`,
        `999999,${stamp} no such action,Red,,,`,
        `,${stamp} odd status,Green,Finished,,`,
      ].join('\r\n'),
    );

    await openGridAs(page, 'contributor@demo.test');
    const before = await gridTotal(page);
    const writes = recordActionWrites(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import actions' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog.getByText('6 of 10 fields were matched by their column names.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Check rows' }).click();

    await expect(dialog.getByTestId('import-preview-counts')).toHaveText(
      '4 rows: 2 ready to import, 2 with errors.',
    );
    await expect(dialog.getByTestId('import-row-4')).toContainText(
      'Ref: No action of this project has the ref 999999.',
    );
    await expect(dialog.getByTestId('import-row-5')).toContainText(
      'Progress status: “Finished” is not a progress status.',
    );
    expect(writes).toEqual([]);

    await dialog.getByRole('button', { name: 'Import 2 good rows' }).click();
    await expect(dialog.getByTestId('import-result')).toContainText(
      '2 rows were imported: 2 created, 0 updated.',
    );
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await expect(page.getByTestId('actions-count')).toContainText(`of ${before + 2} actions`);
    await page.getByLabel('Search by name').fill(stamp);
    await expect(page.getByTestId('actions-count')).toHaveText('2 of 2 actions');
    await expect(page.getByText(`${stamp} call the sponsors, twice`)).toBeVisible();
    await deleteImported(page, stamp, 2);
  });

  test('a file that is not a spreadsheet is refused with what to do', async ({ page }) => {
    const file = join(folder, 'notes.txt');
    await writeFile(file, 'not a sheet');
    await openGridAs(page, 'contributor@demo.test');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import actions' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog.getByText(/“notes.txt” is not an .xlsx or .csv file/)).toBeVisible();
    await expectAccessible(page, 'import: wrong file');
  });
});
