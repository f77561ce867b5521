import { expect, test, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 16's Done-when: contributor@'s own impacts, actions and stakeholders on My Dashboard, with the
// API's counts; a pie slice opens the panel; the drill-down opens the filtered grid in a new tab; the
// overdue list pages by 5. contributor@ owns a few seeded impacts and relationships
// (infra/local/src/seed/dashboard-ownership-seed.ts) and owns or is assigned many seeded actions.
const org = `/organisations/${northwind}`;
const dashboard = `${org}/dashboard`;

type Paged<T> = { items: T[]; totalItems: number; totalPages: number; page: number };

/** Signs contributor@ in at a page, then reads the API with the token the page itself sends. */
async function signedIn(page: Page, url: string) {
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/v1/') && header) authorization = header;
  });
  await openAs(page, 'contributor@demo.test', url);
  await expect.poll(() => authorization !== undefined).toBe(true);
  return async <T>(apiPath: string) => {
    const response = await page.request.get(`/api/v1/${apiPath}`, {
      headers: { authorization: authorization! },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { payload: T }).payload;
  };
}

test.describe('My Dashboard: my impacts, actions and stakeholders', () => {
  test('every panel shows the API’s count; an impact slice opens “Your impacts”', async ({ page }) => {
    const api = await signedIn(page, dashboard);
    const impacts = await api<{ total: number; level: Record<string, number> }>(
      `users/me/assigned-projects-with-impacts?organisationId=${northwind}`,
    );
    const actions = await api<{ total: number }>(
      `users/me/assigned-projects-with-actions?organisationId=${northwind}`,
    );
    const stakeholders = await api<Paged<{ name: string; projects: unknown[] }>>(
      `userReports/organisations/${northwind}/stakeholders?pageSize=5`,
    );
    expect(impacts.total).toBeGreaterThan(0);
    expect(stakeholders.totalItems).toBeGreaterThan(0);

    const myImpacts = page.getByRole('region', { name: 'My Impacts' });
    await expect(myImpacts.getByTestId('my-impacts-count')).toHaveText(String(impacts.total));
    await expect(page.getByRole('region', { name: 'My Actions' }).getByTestId('my-actions-count')).toHaveText(
      String(actions.total),
    );
    const myStakeholders = page.getByRole('region', { name: 'My Stakeholders' });
    await expect(myStakeholders.getByTestId('my-stakeholders-count')).toHaveText(
      String(stakeholders.totalItems),
    );
    await expect(myStakeholders.getByTestId('dashboard-stakeholders').locator('tbody tr')).toHaveCount(
      stakeholders.items.length,
    );
    // The pie's data table adds up to the count; Level is the default (spec §4).
    const pie = myImpacts.getByTestId('my-impacts-pie');
    await expect(pie.getByRole('img', { name: 'My impacts by level' })).toBeVisible();
    const values = await pie.getByTestId('chart-table').locator('tbody td').allTextContents();
    expect(values.map(Number).reduce((sum, value) => sum + value, 0)).toBe(impacts.total);

    // A slice: the right-side panel titled with the user's name and 'Your impacts', listing the API's impacts.
    const [level, count] = Object.entries(impacts.level).find(([, value]) => value > 0)!;
    const label = { high: 'High', medium: 'Medium', low: 'Low', unknown: 'Unknown' }[level]!;
    const levelId = { high: '3', medium: '2', low: '1', unknown: '0' }[level]!;
    const listed = await api<Paged<{ id: string }>>(
      `userReports/organisations/${northwind}/get-user-impacts?level=${levelId}&pageSize=50`,
    );
    await myImpacts.getByRole('button', { name: `${label} · ${count}` }).click();
    const panel = page.getByRole('dialog', { name: 'Cara Contributor · Your impacts' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('dashboard-impacts').locator('tbody tr')).toHaveCount(listed.items.length);
    await expectAccessible(page, 'your impacts panel');
    await panel.getByRole('button', { name: 'Close' }).click();

    // Progress Status instead of Level.
    await myImpacts.getByText('Progress Status', { exact: true }).click();
    await expect(pie.getByRole('img', { name: 'My impacts by progress status' })).toBeVisible();
  });

  test('a drill-down slice opens the project’s actions grid in a new tab, filtered', async ({ page }) => {
    const api = await signedIn(page, dashboard);
    const overview = await api<{ rag: Record<string, number> }>(
      `users/me/assigned-projects-with-actions?organisationId=${northwind}`,
    );
    const panel = page.getByRole('region', { name: 'My Actions' });
    await panel.getByRole('button', { name: `Amber · ${overview.rag.amber}` }).click();
    const modal = page.getByRole('dialog', { name: 'Projects with your amber actions' });
    const booking = modal
      .getByTestId('drill-down-projects')
      .getByRole('link', { name: /^Open Online Booking/ });
    const [grid] = await Promise.all([page.context().waitForEvent('page'), booking.click()]);
    await expect(grid).toHaveURL(
      new RegExp(`/grids/projects/${onlineBooking}/actions\\?ragStatus=2&ownerOrAssignedTo=Cara`),
    );
    // The grid honours the address: RAG amber and the person filter, and its rows are only those.
    await expect(grid.getByLabel('RAG status')).toHaveValue('2');
    await expect(grid.getByTestId('person-filter-ownerOrAssignedTo')).toContainText('Cara Contributor');
    const slices = await api<{ id: string; value: number }[]>(
      `users/me/assigned-projects-with-actions-by-rag-status/2?organisationId=${northwind}`,
    );
    const inBooking = slices.find((slice) => slice.id === onlineBooking)!.value;
    await expect(grid.getByTestId('actions-count')).toHaveText(new RegExp(`of ${inBooking} action`));
  });

  test('the overdue list pages by 5, latest due first, as the API', async ({ page }) => {
    const api = await signedIn(page, `${dashboard}/overdueActions/all`);
    const first = await api<Paged<{ id: string }>>(`userReports/organisations/${northwind}/overdueActions`);
    expect(first.totalItems).toBeGreaterThan(5);
    const second = await api<Paged<{ id: string }>>(
      `userReports/organisations/${northwind}/overdueActions?page=2`,
    );
    const table = page.getByTestId('dashboard-actions');
    const ids = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.dataset.rowId));
    await expect(table.locator('tbody tr')).toHaveCount(5);
    expect(await ids()).toEqual(first.items.map((item) => item.id));
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.locator('tbody tr')).toHaveCount(second.items.length);
    await expect.poll(ids).toEqual(second.items.map((item) => item.id));
  });

  test('my stakeholders: a person in two projects expands; the full page adds the profiling scores', async ({
    page,
  }) => {
    await signedIn(page, `${dashboard}/userStakeholders`);
    await expect(page.getByRole('heading', { name: 'My stakeholders', level: 1 })).toBeVisible();
    const table = page.getByTestId('dashboard-stakeholders');
    await expect(table.getByRole('columnheader', { name: 'Commitment' })).toBeVisible();
    const expand = table.getByRole('button', { name: /^Show the projects of / }).first();
    await expect(table.getByText('2 projects')).toBeVisible();
    await expand.click();
    await expect(table.getByTestId('stakeholder-project-row')).toHaveCount(2);
    await expectAccessible(page, 'my stakeholders');
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  });
});
