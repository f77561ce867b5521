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
  return createdItemId(page, 'impacts');
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
  // Only impacts: the kinds offered include them now.
  await addIntCustomField(page, fieldName, 'Impacts');

  const impactName = `E2E custom impact ${stamp}`;
  const id = await createImpact(page, impactName);
  await page.goto(impactsGrid);
  const { colId, target } = await setCustomCell(page, id, fieldName, '4200', [
    '/custom-fields/',
    `/impacts/${id}`,
  ]);
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
  const sheet = await downloadExport(page, 'Export impacts', fieldName);
  expect(sheet.strings).toContain(fieldName);
  expect(sheet.strings).toContain(impactName);
  expect(sheet.cells).toContain('4200');
});
