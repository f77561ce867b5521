import { expect, test } from '@playwright/test';
import { demoActionId, onlineBooking } from './actions-support';
import { createAudience, createdId, rate, readinessCharts, recordPulse } from './stakeholders-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 13's Done-when (the impact link is another issue's): a new person joins a project as a
// stakeholder (once: the form does not offer people already in it), is rated in the grid, owns an
// action, an audience's two pulses move the readiness trend, and the person's organisation page
// lists the project. axe on every page on the way.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const org = `/organisations/${northwind}`;
const change = `${org}/change/projects/${onlineBooking}`;
const project = `${org}/projects/${onlineBooking}`;
/** A person seeded into every project (infra/local/src/seed/stakeholder-seed.ts). */
const seededPerson = 'Amelia Hart';

test('a new person joins the project once, is rated, owns an action, and an audience’s pulses move the trend', async ({
  page,
}) => {
  // Eight pages and seven writes on a shared machine: well past the default minute.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const lastName = `Done${stamp}`;
  const person = `Dana ${lastName}`;

  // A person of the organisation (core data).
  await openAs(page, 'owner@demo.test', `${org}/core-data/stakeholders`);
  await page.getByRole('button', { name: /^Add / }).click();
  const dialog = page.getByRole('dialog', { name: /^New / });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Dana');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`dana.${stamp}@northwind.example`);
  const createdPerson = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/stakeholders$/.test(response.url()),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const personId = ((await (await createdPerson).json()) as { payload: { id: string } }).payload.id;
  await expect(page.getByText(`${person} was created.`)).toBeVisible();

  // Into the project: the form offers the new person, never one already in the project.
  await page.goto(`${change}/stakeholders`);
  await page.getByRole('link', { name: 'Add stakeholder' }).first().click();
  const who = page.getByLabel(/^Stakeholder/);
  await expect(who.locator('option', { hasText: person })).toHaveCount(1, { timeout: 20_000 });
  await expect(who.locator('option', { hasText: seededPerson })).toHaveCount(0);
  await expect(page.getByText('Those already in the project are not listed.')).toBeVisible();
  await expectAccessible(page, 'add stakeholder');
  await who.selectOption({ label: person });
  await page.getByRole('button', { name: 'Add stakeholder' }).click();
  await expect(page.getByText('The stakeholder was added to the project.')).toBeVisible();
  const id = await createdId(page, 'stakeholders');

  // Sentiment and influence in the grid, kept after a reload.
  await page.goto(`${org}/grids/projects/${onlineBooking}/stakeholders`);
  await expect(page.locator(`[role="row"][row-id="${id}"] [col-id="sentiment"]`)).toHaveText('Unknown');
  await rate(page, id, 'sentiment', 'Sentiment', '9 – Advocate');
  await rate(page, id, 'influence', 'Influence', '8');
  await page.reload();
  await expect(page.locator(`[role="row"][row-id="${id}"] [col-id="sentiment"]`)).toHaveText('9 – Advocate');
  await expect(page.locator(`[role="row"][row-id="${id}"] [col-id="influence"]`)).toHaveText('8');

  // Owner of an action, from the action's page; the stakeholder's page lists the action.
  const actionId = demoActionId(onlineBooking, 1);
  await page.goto(`${project}/actions/${actionId}`);
  const owners = page.getByRole('region', { name: 'Stakeholder owners' });
  const pick = owners.getByLabel('Link stakeholder owners');
  await expect(pick.locator(`option[value="${id}"]`)).toHaveCount(1, { timeout: 20_000 });
  await pick.selectOption(id);
  await owners.getByRole('button', { name: 'Link' }).click();
  await expect(owners.getByTestId('linked-item').filter({ hasText: person })).toHaveCount(1);
  await expectAccessible(page, 'action page with owners');
  await page.goto(`${project}/stakeholders/${id}`);
  const owned = page.getByRole('region', { name: 'Owned actions' });
  await expect(owned.locator(`a[href$="/actions/${actionId}"]`)).toHaveCount(1);
  await expectAccessible(page, 'stakeholder page');

  // An audience's two pulses: its awareness trend moves from 2 to 6. The dates come before the other
  // stakeholders spec's pulses, whose check reads the project's latest pulse date.
  const audience = `Done audience ${stamp}`;
  const audienceId = await createAudience(page, audience);
  await recordPulse(page, audience, '2026-09-15', '2');
  await page.goto(readinessCharts);
  // The table's columns are every pulse date of the project; this audience's scores are its numbers.
  const scores = () =>
    page
      .getByTestId('readiness-table-awareness')
      .locator('tr', { hasText: audience })
      .getByRole('cell')
      .filter({ hasText: /^\d+$/ });
  await expect(scores()).toHaveText(['2'], { timeout: 30_000 });
  await recordPulse(page, audience, '2026-10-15', '6');
  await page.goto(readinessCharts);
  await expect(scores()).toHaveText(['2', '6'], { timeout: 30_000 });
  // The same trend in the audience's own chart, one line a measure.
  const own = page.getByTestId(`audience-trend-table-${audienceId}`).locator('tr', { hasText: 'Awareness' });
  await expect(own.getByRole('cell').filter({ hasText: /^\d+$/ })).toHaveText(['2', '6']);
  await expect(
    page.getByTestId('readiness-chart-awareness').getByTestId('chart-drawing').locator('.main-svg').first(),
  ).toBeVisible();
  await expectAccessible(page, 'readiness charts');

  // The person's organisation page lists the project.
  await page.goto(`${org}/stakeholders/${personId}`);
  await expect(page.getByTestId('stakeholder-projects').locator(`a[href$="/stakeholders/${id}"]`)).toHaveText(
    'Online Booking',
  );
  await expectAccessible(page, 'organisation stakeholder');
});

test('the audience and profiling charts each carry a data table, and their pages are accessible', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAs(page, 'reader@demo.test', `${change}/audiences/visualisations`);
  await expect(page.getByRole('heading', { name: 'Audience visualisations', level: 1 })).toBeVisible();
  // Readiness today: the seeded audiences at their latest (November) pulse.
  const spider = page.getByTestId('readiness-spider-table');
  await expect(spider.locator('tr', { hasText: 'Ward nurses' })).toContainText('pulse of 1 Nov 2026', {
    timeout: 30_000,
  });
  await expect(
    page.getByTestId('readiness-spider').getByTestId('chart-drawing').locator('.main-svg').first(),
  ).toBeVisible();
  await expectAccessible(page, 'audience readiness spider');
  for (const [section, testId] of [
    ['Audiences by size', 'audience-sizes-table'],
    ['Audiences by influence', 'audience-influence-table'],
    ['Audiences by impact', 'audience-impact-table'],
  ] as const) {
    await page.getByRole('link', { name: section }).click();
    await expect(page.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId(testId).locator('tbody tr').first()).toBeAttached({ timeout: 30_000 });
    await expectAccessible(page, section);
  }
  // Profiling by commitment: the quadrant and both distributions have their tables.
  await page.goto(`${change}/stakeholders/visualisations/1/3`);
  await expect(page.getByTestId('stakeholder-quadrant-table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('stakeholder-distribution-commitment-table').locator('tbody tr')).toHaveCount(
    11,
  );
  await expect(page.getByTestId('stakeholder-distribution-influence-table').locator('tbody tr')).toHaveCount(
    11,
  );
  await expectAccessible(page, 'profiling by commitment');
});
