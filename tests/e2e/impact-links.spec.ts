import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';

// Issues 13 and 14 (an impact linked to a project stakeholder and to a project process, both sides
// showing it) and issue 15 on impacts (a custom Int field set in the grid, filtered by and exported).
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
// Every visit signs in again (tokens live in memory only) on a busy machine: patient waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(240_000);

const org = `/organisations/${northwind}`;
const impactsList = `${org}/change/projects/${onlineBooking}/impacts`;
const impactsGrid = `${org}/grids/projects/${onlineBooking}/impacts`;
const detailOf = (id: string) => `${org}/projects/${onlineBooking}/impacts/${id}`;
const row = (page: Page, id: string) => page.locator(`[role="row"][row-id="${id}"]`);
const writeOf = (page: Page, method: string, ending: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && response.url().split('?')[0]!.endsWith(ending),
  );

/** Creates an impact through its form (the user is signed in) and answers its id. */
async function createImpact(page: Page, name: string) {
  await page.goto(`${org}/projects/${onlineBooking}/impacts/new`);
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole('button', { name: 'Create impact' }).click();
  await expect(page.getByText('The impact was created.')).toBeVisible();
  const created = /\/impacts\/(?!new(?:[/?]|$))([^/?]+)/;
  await expect(page).toHaveURL(created);
  return created.exec(page.url())![1]!;
}

/** Links the first item the section offers; answers the linked item's page and its label. */
async function linkFirst(page: Page, impactId: string, section: string, picker: string, ending: string) {
  const links = page.getByTestId(`links-${section}`);
  const choose = links.getByLabel(picker);
  await expect(choose.locator('option').nth(1)).toBeAttached();
  const label = (await choose.locator('option').nth(1).textContent())!;
  const linked = writeOf(page, 'POST', `/impacts/${impactId}/${ending}`);
  await choose.selectOption({ label });
  await links.getByRole('button', { name: 'Link', exact: true }).click();
  expect((await linked).status()).toBe(200);
  await expect(links.getByTestId('linked-item')).toHaveCount(1);
  const href = await links.getByTestId('linked-item').getByRole('link').getAttribute('href');
  return { href: href!, label };
}

test('a contributor links a project stakeholder and a project process to an impact; their pages show it', async ({
  page,
}) => {
  const name = `E2E linked impact ${Date.now().toString(36)}`;
  await openAs(page, 'contributor@demo.test', impactsList);
  const id = await createImpact(page, name);
  await page.goto(detailOf(id));

  const stakeholder = await linkFirst(page, id, 'projectStakeholders', 'Link stakeholders', 'stakeholders');
  // Listed by the person's name, not an id.
  expect(stakeholder.label).toMatch(/^\d+ · [A-Z][a-z]+ [A-Z]/);
  const process = await linkFirst(page, id, 'projectProcesses', 'Link processes', 'processes');
  await expectAccessible(page, 'impact with its links', { excludeToasts: true });

  // The far sides: the stakeholder's and the process's pages list the impact.
  for (const far of [stakeholder, process]) {
    await page.goto(far.href);
    const impacts = page.getByTestId('links-impacts');
    await expect(impacts.getByTestId('linked-item')).toContainText([name]);
    await expect(impacts.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', detailOf(id));
  }
  await expectAccessible(page, 'process with its impacts', { excludeToasts: true });

  // Unlinking from the process's page takes the link off both sides.
  const unlinked = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/impacts/${id}`),
  );
  await page
    .getByTestId('links-impacts')
    .getByRole('button', { name: `Unlink ${name}` })
    .click();
  expect((await unlinked).status()).toBe(200);
  await page.goto(detailOf(id));
  await expect(page.getByTestId('links-projectProcesses').getByTestId('linked-item')).toHaveCount(0);
  await expect(page.getByTestId('links-projectStakeholders').getByTestId('linked-item')).toHaveCount(1);
});

test('an owner defines a custom Int field for impacts, sets it in the grid, filters by it and exports it', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const fieldName = `Hours saved ${stamp}`;
  await openAs(page, 'owner@demo.test', `${org}/settings/custom-fields`);
  const form = page.getByRole('form', { name: 'Add a custom field' });
  await form.getByLabel('Name').fill(fieldName);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Whole number' }).click();
  // Only impacts: the kinds offered include them now.
  const kinds = form.getByRole('checkbox');
  for (const kind of await kinds.all()) if (await kind.isChecked()) await kind.uncheck();
  await form.getByRole('checkbox', { name: 'Impacts' }).check();
  await form.getByRole('button', { name: 'Add a custom field' }).click();
  await expect(page.getByText(`The custom field ${fieldName} was added.`)).toBeVisible();

  const impactName = `E2E custom impact ${stamp}`;
  const id = await createImpact(page, impactName);
  await page.goto(impactsGrid);
  const header = page.locator('.ag-header-cell', { hasText: fieldName });
  await expect(header).toBeVisible();
  const colId = (await header.getAttribute('col-id'))!;
  expect(colId).toMatch(/^custom\./);
  const target = row(page, id).locator(`[col-id="${colId}"]`);
  await target.click();
  await page.keyboard.press('Enter');
  const input = page.getByRole('dialog', { name: fieldName }).getByLabel(fieldName);
  await input.fill('4200');
  const write = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes(`/custom-fields/`) &&
      response.url().includes(`/impacts/${id}`),
  );
  await input.press('Enter');
  expect((await write).status()).toBe(200);
  await expect(target).toHaveText('4200');
  await page.reload();
  await expect(row(page, id).locator(`[col-id="${colId}"]`)).toHaveText('4200');

  // Filtered by it in the list: only this impact has a value for the new field.
  await page.goto(impactsList);
  const table = page.getByRole('table', { name: 'Impacts of this project' });
  await expect(table).toContainText('Reception staff book appointments');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Apply filters' });
  // A whole-number field filters by comparison (equals 4200).
  await drawer.getByRole('combobox', { name: fieldName }).selectOption({ label: 'Equals' });
  await drawer.getByRole('spinbutton', { name: `${fieldName}: value` }).fill('4200');
  const filtered = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes(`${colId}-eq-4200`),
  );
  await drawer.getByRole('button', { name: 'Apply' }).click();
  expect((await filtered).status()).toBe(200);
  await expect(table).toContainText(impactName);
  await expect(table).not.toContainText('Reception staff book appointments');
  await expect(table.locator('tbody tr')).toHaveCount(1);

  // Exported with its value.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export impacts' });
  await expect(exportDialog.getByLabel(fieldName)).toBeChecked();
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download .xlsx' }).click();
  const file = await readFile((await (await download).path())!);
  const sheet = unzipSync(new Uint8Array(file));
  expect(strFromU8(sheet['xl/sharedStrings.xml']!)).toContain(fieldName);
  expect(strFromU8(sheet['xl/sharedStrings.xml']!)).toContain(impactName);
  expect(strFromU8(sheet['xl/worksheets/sheet1.xml']!)).toContain('4200');
});
