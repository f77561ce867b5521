import { expect, test, type Browser, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 16, actions half: My Dashboard for contributor@, whose seeded actions (infra/local/src/seed/
// dashboard-seed.ts) are dated from the day of seeding: some overdue, some due in the next days.
const org = `/organisations/${northwind}`;
const dashboard = `${org}/dashboard`;

type Overview = { total: number; overdue: number; upcoming: number; rag: Record<string, number> };
type ListPage = { items: { id: string; name: string }[]; totalItems: number; totalPages: number };

/**
 * Signs contributor@ in at a page, then asks the API itself (with the token the page sends) what the
 * page should show: `apiPath` is under /api/v1.
 */
const payloadOf = async <T>(page: Page, apiPath: string, url: string) => {
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/v1/') && header) authorization = header;
  });
  await openAs(page, 'contributor@demo.test', url);
  await expect.poll(() => authorization !== undefined).toBe(true);
  const response = await page.request.get(`/api/v1/${apiPath}`, {
    headers: { authorization: authorization! },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload: T }).payload;
};

test.describe('My Dashboard: my actions', () => {
  test('shows my actions pie with the API’s count, and a slice drills down to my projects', async ({
    page,
  }) => {
    const overview = await payloadOf<Overview>(
      page,
      `users/me/assigned-projects-with-actions?organisationId=${northwind}`,
      dashboard,
    );
    const panel = page.getByRole('region', { name: 'My Actions' });
    await expect(panel.getByTestId('my-actions-count')).toHaveText(String(overview.total));
    expect(overview.total).toBeGreaterThan(0);
    // The pie's figures: its data table adds up to the count.
    const pie = panel.getByTestId('my-actions-pie');
    await expect(pie.getByRole('img', { name: 'My actions by RAG status' })).toBeVisible();
    const values = await pie.getByTestId('chart-table').locator('tbody td').allTextContents();
    expect(values.map(Number).reduce((sum, value) => sum + value, 0)).toBe(overview.total);
    await expect(panel.getByTestId('tile-overdue-count')).toHaveText(String(overview.overdue));
    await expect(panel.getByTestId('tile-upcoming-count')).toHaveText(String(overview.upcoming));

    // Progress status instead of RAG.
    await panel.getByText('Progress status', { exact: true }).click();
    await expect(pie.getByRole('img', { name: 'My actions by progress status' })).toBeVisible();
    await panel.getByText('RAG status', { exact: true }).click();

    // Amber: the projects holding my amber actions, each opening its grid in a new tab, filtered.
    await panel.getByRole('button', { name: `Amber · ${overview.rag.amber}` }).click();
    const modal = page.getByRole('dialog', { name: 'Projects with your amber actions' });
    const projects = modal.getByTestId('drill-down-projects');
    const booking = projects.getByRole('link', { name: /^Open Online Booking \(\d+\)$/ });
    await expect(booking).toBeVisible();
    await expect(projects.getByRole('link', { name: /^Open Finance System Upgrade/ })).toBeVisible();
    await expect(projects.getByText(/Projects with no access \(\d+\)/)).toBeVisible();
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute(
      'href',
      `${org}/grids/projects/${onlineBooking}/actions?ragStatus=2&ownerOrAssignedTo=Cara+Contributor`,
    );
    await expectAccessible(page, 'my dashboard drill-down');
    const [grid] = await Promise.all([page.context().waitForEvent('page'), booking.click()]);
    await expect(grid).toHaveURL(new RegExp(`/grids/projects/${onlineBooking}/actions\\?ragStatus=2`));
    // The new tab is still booting (its own sign-in round trip): closed here rather than left to the context's teardown.
    await grid.close();
  });

  test('the overdue page lists exactly my overdue actions, 5 per page, and filters', async ({ page }) => {
    const first = await payloadOf<ListPage>(
      page,
      `userReports/organisations/${northwind}/overdueActions`,
      `${dashboard}/overdueActions/all`,
    );
    await expect(page.getByRole('heading', { name: 'My overdue actions', level: 1 })).toBeVisible();
    const table = page.getByTestId('dashboard-actions');
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(5, first.totalItems));
    expect(
      await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.dataset.rowId)),
    ).toEqual(first.items.map((item) => item.id));
    await expect(page.getByText(`${first.totalItems} items`)).toBeVisible();
    await expectAccessible(page, 'my overdue actions');

    // The seeded late ones are there; one due in a few days is not.
    await page.getByLabel('Name contains').fill('Reconcile the supplier ledger');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Name contains').fill('Confirm kiosk signage');
    await expect(page.getByTestId('dashboard-list-empty')).toContainText('No actions match these filters.');

    // Go back returns to the dashboard.
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  });

  test('the upcoming page lists my actions due in the next days, latest first', async ({ page }) => {
    const upcoming = await payloadOf<ListPage>(
      page,
      `userReports/organisations/${northwind}/upcomingActions`,
      `${dashboard}/upcomingActions/all`,
    );
    expect(upcoming.items.map((item) => item.name)).toEqual([
      'Send reminder letters to the first cohort',
      'Confirm kiosk signage with estates',
      'Train the finance champions',
    ]);
    await expect(page.getByTestId('dashboard-actions').locator('tbody tr')).toHaveCount(3);
  });
});

/** A person new to the organisation, signed in in a browser of their own (nothing assigned yet). */
async function newPerson(admin: Page, browser: Browser) {
  const email = `dashboard.${Date.now().toString(36)}@demo.test`;
  await openAs(admin, 'admin@demo.test', `${org}/users`);
  await admin.getByRole('button', { name: 'Add a person' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Effie');
  await dialog.getByLabel('Last name').fill('Empty');
  await dialog.getByLabel('Role').selectOption({ label: 'Reader' });
  await dialog.getByRole('button', { name: 'Add a person' }).click();
  const shown = admin.getByRole('region', { name: 'Temporary password' });
  const temporary = ((await shown.getByTestId('temporary-password').textContent()) ?? '').trim();
  const person = await (await browser.newContext()).newPage();
  await person.goto(dashboard);
  await person.getByLabel('Email').fill(email);
  await person.getByLabel('Password', { exact: true }).fill(temporary);
  await person.getByRole('button', { name: 'Sign in' }).click();
  await person.getByLabel('New password', { exact: true }).fill('Effie-own-passw0rd');
  await person.getByLabel('Confirm new password').fill('Effie-own-passw0rd');
  await person.getByRole('button', { name: 'Save password and sign in' }).click();
  await person.getByLabel('I accept the above').check();
  await person.getByRole('button', { name: 'Proceed' }).click();
  await expect(person.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });
  return person;
}

test('a person with no actions sees the empty states', async ({ page: admin, browser }) => {
  test.setTimeout(120_000);
  const person = await newPerson(admin, browser);
  await person.goto(dashboard);
  const panel = person.getByRole('region', { name: 'My Actions' });
  await expect(panel.getByTestId('my-actions-empty')).toContainText('No actions assigned');
  await expect(person.getByRole('region', { name: 'My Impacts' })).toContainText('No impacts assigned');
  await expectAccessible(person, 'empty my dashboard');
  await person.goto(`${dashboard}/overdueActions/all`);
  await expect(person.getByTestId('dashboard-list-empty')).toContainText('No overdue actions');
});
