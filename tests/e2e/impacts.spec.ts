import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';
import { fillDate, typedDay } from './date-support';

// Issue 12: impacts on the project-entity kit, end to end as contributor@ (impact and action rights).
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
// Every visit signs in again (tokens live in memory only) and the journey is long: patient waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(240_000);

const org = `/organisations/${northwind}`;
const impactsList = `${org}/change/projects/${onlineBooking}/impacts`;
const impactsGrid = `${org}/grids/projects/${onlineBooking}/impacts`;
const detailOf = (id: string) => `${org}/projects/${onlineBooking}/impacts/${id}`;

const cell = (page: Page, id: string, colId: string): Locator =>
  page.locator(`[role="row"][row-id="${id}"] [col-id="${colId}"]`);
const selectRow = (page: Page, id: string) =>
  page.locator(`[role="row"][row-id="${id}"] [col-id="ag-Grid-SelectionColumn"] input`).check();
const writeOf = (page: Page, method: string, ending: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && response.url().split('?')[0]!.endsWith(ending),
  );

test('a contributor creates an impact, edits it in the grid, links actions, shifts dates, reviews and filters', async ({
  page,
}) => {
  const name = `E2E impact ${Date.now().toString(36)}`;
  await openAs(page, 'contributor@demo.test', impactsList);
  await expect(page.getByRole('heading', { name: 'Impacts', level: 1 })).toBeVisible();

  // Create.
  await page.getByRole('link', { name: 'New impact' }).first().click();
  await page.locator('input[name="name"]').fill(name);
  await fillDate(page.getByLabel('Start date'), '2026-09-01');
  await page.getByRole('checkbox', { name: 'People' }).check();
  await page.getByRole('button', { name: 'Create impact' }).click();
  await expect(page.getByText('The impact was created.')).toBeVisible();
  const created = /\/impacts\/(?!new(?:[/?]|$))([^/?]+)/;
  await expect(page).toHaveURL(created);
  const id = created.exec(page.url())![1]!;

  // Grid: the level through its pill editor, the end date through the date editor.
  await page.goto(impactsGrid);
  await expect(page.getByRole('heading', { name: 'Impacts grid', level: 1 })).toBeVisible();
  await expect(cell(page, id, 'name')).toHaveText(name);
  await expect(cell(page, id, 'impactTypes')).toHaveText('People');
  const level = writeOf(page, 'PUT', '/impactLevel');
  await cell(page, id, 'impactLevel').dblclick();
  const levelDialog = page.getByRole('dialog', { name: 'Impact level' });
  await levelDialog.getByLabel('Impact level').selectOption({ label: '9 · High' });
  await levelDialog.getByRole('button', { name: 'Save' }).click();
  expect((await level).status()).toBe(200);
  await expect(cell(page, id, 'impactLevel')).toHaveText('9 · High');
  const end = writeOf(page, 'PUT', '/endDate');
  await cell(page, id, 'endDate').click();
  await page.keyboard.press('Enter');
  const endInput = page.getByRole('dialog', { name: 'End date' }).getByLabel('End date');
  await endInput.fill(typedDay('2026-09-30'));
  await endInput.press('Enter');
  expect((await end).status()).toBe(200);
  await expect(cell(page, id, 'endDate')).toHaveText('30 Sept 2026');
  await page.reload();
  await expect(cell(page, id, 'impactLevel')).toHaveText('9 · High');
  await expectAccessible(page, 'impacts grid', { excludeToasts: true });

  // Link two actions on the impact's page.
  await page.goto(detailOf(id));
  const actions = page.getByTestId('links-actions');
  const picker = actions.getByLabel('Link actions');
  await expect(picker.locator('option').nth(2)).toBeAttached();
  const choices = (await picker.locator('option').allTextContents()).slice(1, 3);
  for (const [index, label] of choices.entries()) {
    const linked = writeOf(page, 'POST', `/impacts/${id}/actions`);
    await picker.selectOption({ label });
    await actions.getByRole('button', { name: 'Link', exact: true }).click();
    expect((await linked).status()).toBe(200);
    await expect(actions.getByTestId('linked-item')).toHaveCount(index + 1);
  }
  await expect(actions.getByTestId('linked-item')).toHaveCount(2);
  const actionHref = await actions.getByTestId('linked-item').first().getByRole('link').getAttribute('href');
  const actionId = actionHref!.split('/').pop()!;
  await expectAccessible(page, 'impact detail', { excludeToasts: true });

  // Shift by 7 days with the actions: their dates move too, with history on each.
  const shifted = writeOf(page, 'PUT', '/shiftdates');
  await page.getByTestId('shift-dates').getByRole('button', { name: 'Shift dates' }).click();
  const shift = await shifted;
  expect(shift.status()).toBe(200);
  expect(((await shift.json()) as { payload: { moved: unknown[] } }).payload.moved).toHaveLength(2);
  await expect(page.getByText('Dates moved by 7 days; 2 linked items moved with them.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('7 Oct 2026');

  // The other side: the action's panel lists the impact; its history has the moved end date.
  await page.goto(`${org}/change/projects/${onlineBooking}/actions/${actionId}`);
  await expect(page.getByTestId('action-side-panel')).toContainText(name);
  await page.goto(`${org}/projects/${onlineBooking}/actions/${actionId}`);
  await expect(page.getByTestId('history-section')).toContainText(/end date/i);

  // Review three impacts with one comment from the grid's selection bar.
  await page.goto(impactsGrid);
  await expect(cell(page, id, 'name')).toHaveText(name);
  const rows = page.locator('[role="row"][row-id]');
  const ids = (
    await rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('row-id')!))
  ).filter((rowId, index, all) => all.indexOf(rowId) === index);
  const three = [id, ...ids.filter((rowId) => rowId !== id).slice(0, 2)];
  for (const rowId of three) await selectRow(page, rowId);
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByLabel('Review comment').fill('Checked with the ward managers');
  const reviewed = writeOf(page, 'POST', '/review-range');
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  expect((await reviewed).status()).toBe(200);
  await expect(page.getByText('3 marked reviewed.')).toBeVisible();
  await page.goto(detailOf(id));
  await expect(page.getByTestId('review-badge')).toContainText('Last reviewed');
  await expect(page.getByText('Checked with the ward managers')).toBeVisible();

  // The list's query filters (spec §2), and the way back.
  await page.goto(
    `${impactsList}?impactLevel=9&progressStatus=1&returnUrl=${encodeURIComponent(`${org}/dashboard`)}`,
  );
  const table = page.getByRole('table', { name: 'Impacts of this project' });
  await expect(table).toContainText(name);
  await expect(table).not.toContainText('Reception staff book appointments');
  await expect(page).toHaveURL(/filters=/);
  await expect(page.getByTestId('return-link')).toHaveAttribute('href', `${org}/dashboard`);

  // The selection bar's update: any level 1-10, as everywhere else (issue 28 item 9; was Low (1),
  // Medium (5) or High (10) only).
  await page.goto(impactsGrid);
  await selectRow(page, id);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByLabel('Field').selectOption({ label: 'Impact level' });
  await page.getByLabel('New value').selectOption({ label: '7 · Medium' });
  const bulk = writeOf(page, 'POST', '/bulk-update-impacts');
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await bulk).status()).toBe(200);
  await expect(cell(page, id, 'impactLevel')).toHaveText('7 · Medium');
});
