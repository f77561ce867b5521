import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { createAudience, createdId, rate, readinessCharts, recordPulse } from './stakeholders-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 13: project stakeholders, audiences with members, pulses and the readiness charts on the kit.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const org = `/organisations/${northwind}`;
const stakeholdersList = `${org}/change/projects/${onlineBooking}/stakeholders`;
const stakeholdersGrid = `${org}/grids/projects/${onlineBooking}/stakeholders`;
/** The person of Northwind's core data no project holds yet (infra/local/src/seed/stakeholder-seed.ts). */
const person = 'Nia Evans';
const personId = (() => {
  const hex = createHash('sha256').update(`a:stakeholder:${person}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
})();

test('the profiling quadrant places the project’s stakeholders by influence and sentiment', async ({
  page,
}) => {
  await openAs(
    page,
    'owner@demo.test',
    `${org}/change/projects/${onlineBooking}/stakeholders/visualisations/1/1`,
  );
  const table = page.getByTestId('stakeholder-quadrant-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Influence and sentiment' })).toBeVisible();
  await page.getByRole('link', { name: 'Commitment' }).click();
  await expect(page.getByRole('heading', { name: 'Influence and commitment' })).toBeVisible();
  await expectAccessible(page, 'stakeholder profiling');
});

test('a person joins the project, is rated in the grid, joins an audience whose pulses move the readiness trend', async ({
  page,
}) => {
  // One journey through six pages and four writes: more than the default minute on a shared machine.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const role = `E2E sponsor ${stamp}`;
  await openAs(page, 'owner@demo.test', stakeholdersList);
  await expect(page.getByRole('heading', { name: 'Stakeholders', level: 1 })).toBeVisible();
  await expectAccessible(page, 'stakeholders list');

  // Add a person of the organisation to the project.
  await page.getByRole('link', { name: 'Add stakeholder' }).first().click();
  const who = page.getByLabel(/^Stakeholder/);
  await expect(who.locator('option', { hasText: person })).toHaveCount(1, { timeout: 20_000 });
  await who.selectOption({ label: person });
  await page.getByLabel('Project role').fill(role);
  await page.getByLabel('Influence').selectOption('8');
  await page.getByRole('button', { name: 'Add stakeholder' }).click();
  await expect(page.getByText('The stakeholder was added to the project.')).toBeVisible();
  const id = await createdId(page, 'stakeholders');

  // Rate sentiment in the grid: the 1-10 editor, labelled by feeling.
  await page.goto(stakeholdersGrid);
  await expect(page.locator(`[role="row"][row-id="${id}"] [col-id="sentiment"]`)).toHaveText('Unknown');
  await rate(page, id, 'sentiment', 'Sentiment', '9 – Advocate');
  await page.reload();
  await expect(page.locator(`[role="row"][row-id="${id}"] [col-id="sentiment"]`)).toHaveText('9 – Advocate');

  // An audience with the new stakeholder as a member.
  const audience = `E2E night shift ${stamp}`;
  const audienceId = await createAudience(page, audience, 'Medium');
  await page.goto(`${org}/projects/${onlineBooking}/audiences/${audienceId}`);
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('This audience has no members yet.')).toBeVisible();
  // The new project stakeholder.
  const add = members.getByLabel('Stakeholder to add');
  await expect(add.locator(`option[value="${id}"]`)).toHaveCount(1, { timeout: 20_000 });
  await add.selectOption(id);
  await members.getByRole('button', { name: 'Add member' }).click();
  await expect(members.getByTestId('entity-members')).toContainText(person);
  await expectAccessible(page, 'audience detail', { excludeToasts: true });

  // Two pulses: the awareness trend of the audience moves from 3 to 7.
  await recordPulse(page, audience, '2026-11-02', '3');
  await page.goto(readinessCharts);
  const trend = () => page.getByTestId('readiness-table-awareness').locator('tr', { hasText: audience });
  // The charts page reads two grid-data calls and loads Plotly: slow on a shared machine.
  await expect(trend().getByRole('cell').last()).toHaveText('3', { timeout: 30_000 });
  await recordPulse(page, audience, '2026-11-20', '7');
  await page.goto(readinessCharts);
  await expect(trend().getByRole('cell').last()).toHaveText('7', { timeout: 30_000 });
  await expect(trend().getByRole('cell').filter({ hasText: /^3$/ })).toHaveCount(1);
  await expect(
    page.getByTestId('readiness-chart-awareness').getByTestId('chart-drawing').locator('.main-svg').first(),
  ).toBeVisible();
  await expectAccessible(page, 'readiness charts');

  // The organisation's page of the person lists the project.
  await page.goto(`${org}/stakeholders/${personId}`);
  // The person is in Online Booking now (added above): the row links to their project stakeholder.
  await expect(page.getByTestId('stakeholder-projects').locator(`a[href$="/stakeholders/${id}"]`)).toHaveText(
    'Online Booking',
  );
  await expectAccessible(page, 'organisation stakeholder');
});
