import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';

// Issue 16 item 3: the project overview's insights. A fresh project (so no other spec's writes count)
// with two high impacts, one low and one action; the impacts-by-level pie drills down to the impacts
// list filtered to the band, whose rows match the slice's count.
const org = `/organisations/${northwind}`;

/** Signs admin@ in at a page and returns a caller of the API with the token the page itself sends. */
async function signedIn(page: Page, url: string) {
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/v1/') && header) authorization = header;
  });
  await openAs(page, 'admin@demo.test', url);
  await expect.poll(() => authorization !== undefined).toBe(true);
  return async <T>(path: string, body: object) => {
    const response = await page.request.post(`/api/v1/organisations/${northwind}/${path}`, {
      headers: { authorization: authorization! },
      data: body,
    });
    expect(response.status(), path).toBe(201);
    return ((await response.json()) as { payload: T }).payload;
  };
}

test('the project overview charts impacts by level; a slice opens the impacts list filtered to it', async ({
  page,
}) => {
  const post = await signedIn(page, `${org}/dashboard`);
  const project = await post<{ id: string }>('projects', { name: `Insights e2e ${Date.now()}` });
  const inProject = `projects/${project.id}`;
  await post(`${inProject}/impacts`, { name: 'Rota change', impactLevel: 9, progressStatus: 2 });
  await post(`${inProject}/impacts`, { name: 'New booking screens', impactLevel: 8, progressStatus: 1 });
  await post(`${inProject}/impacts`, { name: 'Parking moves', impactLevel: 2, progressStatus: 2 });
  await post(`${inProject}/actions`, { name: 'Brief the ward managers', ragStatus: 1 });

  await page.goto(`${org}/projects/${project.id}`);
  const insights = page.getByRole('region', { name: 'Project insights' });
  await expect(insights.getByTestId('tile-project-impacts-count')).toHaveText('3');
  await expect(insights.getByTestId('tile-project-actions-count')).toHaveText('1');

  // The chart is a titled figure with its data table for screen readers.
  const impacts = insights.getByRole('region', { name: 'Impacts', exact: true });
  const chart = impacts.getByRole('figure', { name: 'Impacts by level' });
  await expect(chart).toBeVisible();
  const table = chart.getByRole('table', { name: 'Impacts by level' });
  await expect(table.getByRole('row', { name: /High/ })).toContainText('2');
  await expect(table.getByRole('row', { name: /Low/ })).toContainText('1');
  await expectAccessible(page, 'project overview');

  await impacts.getByTestId('project-impacts-pie-slices').getByRole('link', { name: 'High · 2' }).click();
  await expect(page).toHaveURL(/\/change\/projects\/.+\/impacts\?.*filters=/);
  const list = page.getByRole('table', { name: 'Impacts of this project' });
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await expect(list).toContainText('Rota change');
  await expect(list).toContainText('New booking screens');
  await expect(list).not.toContainText('Parking moves');
});
