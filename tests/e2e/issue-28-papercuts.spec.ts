import { expect, test, type Page } from '@playwright/test';
import { northwind, signIn } from './support';

// Issue 28 items 4–7 as a person walks them: a fresh project (so no other spec's writes count) set up
// through the API with the token the page itself sends, then walked in the browser.
const org = `/organisations/${northwind}`;

/** Opens a deep link signed out and signs in, waiting for the shell as long as a busy machine needs. */
async function openAs(page: Page, email: string, path: string) {
  await page.goto(path);
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 60_000 });
}

/** Signs someone in at a page and returns a caller of the API with the token the page sends. */
async function signedIn(page: Page, email: string, url: string) {
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/v1/') && header) authorization = header;
  });
  await openAs(page, email, url);
  await expect.poll(() => authorization !== undefined, { timeout: 30_000 }).toBe(true);
  return async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    status = method === 'POST' ? 201 : 200,
  ) => {
    const response = await page.request.fetch(`/api/v1/organisations/${northwind}/${path}`, {
      method,
      headers: { authorization: authorization! },
      ...(body ? { data: body } : {}),
    });
    expect(response.status(), path).toBe(status);
    return ((await response.json()) as { payload: T }).payload;
  };
}

type Item = { id: string; name: string };

test('items 4–7: linked impacts on the action page, names for a reader, tiles that open what they count', async ({
  page,
  browser,
}) => {
  // Several sign-ins and page loads on a shared machine.
  test.setTimeout(240_000);
  const call = await signedIn(page, 'admin@demo.test', `${org}/dashboard`);
  const project = await call<Item>('POST', 'projects', { name: `Papercuts e2e ${Date.now()}` });
  const inProject = `projects/${project.id}`;
  const [area] = await call<Item[]>('GET', 'core-data-names?kind=businessArea');
  const late = await call<Item>('POST', `${inProject}/impacts`, {
    name: 'Late rota change',
    endDate: '2020-01-10',
    progressStatus: 2,
    businessAreas: [area!.id],
  });
  await call('POST', `${inProject}/impacts`, {
    name: 'Done long ago',
    endDate: '2020-01-10',
    progressStatus: 3,
  });
  await call('POST', `${inProject}/impacts`, {
    name: 'Future screens',
    endDate: '2099-01-10',
    progressStatus: 2,
  });
  const brief = await call<Item>('POST', `${inProject}/actions`, {
    name: 'Overdue brief',
    endDate: '2020-02-01',
  });
  await call('POST', `${inProject}/actions`, { name: 'Later training', endDate: '2099-02-01' });
  await call('POST', `${inProject}/impacts/${late.id}/actions`, { actionIds: [brief.id] }, 200);

  // Item 7: each overdue tile opens exactly the items it counts.
  await page.goto(`${org}/projects/${project.id}`);
  const insights = page.getByRole('region', { name: 'Project insights' });
  await expect(insights.getByTestId('tile-project-overdue-impacts-count')).toHaveText('1', {
    timeout: 30_000,
  });
  await insights.getByTestId('tile-project-overdue-impacts-count').click();
  const impacts = page.getByRole('table', { name: 'Impacts of this project' });
  await expect(impacts.locator('tbody tr')).toHaveCount(1);
  await expect(impacts).toContainText('Late rota change');

  await page.goto(`${org}/projects/${project.id}`);
  await expect(insights.getByTestId('tile-project-overdue-actions-count')).toHaveText('1', {
    timeout: 30_000,
  });
  await insights.getByTestId('tile-project-overdue-actions-count').click();
  await expect(page.getByTestId('overdue-filter')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Overdue brief')).toBeVisible();
  await expect(page.getByText('Later training')).toHaveCount(0);

  // Item 5: the action's own page lists the impact it mitigates, and opens it.
  await page.goto(`${org}/projects/${project.id}/actions/${brief.id}`);
  const related = page.getByRole('region', { name: 'Related impacts' });
  await expect(related.getByRole('link', { name: 'Late rota change' })).toBeVisible({ timeout: 30_000 });
  await related.getByRole('link', { name: 'Late rota change' }).click();
  await expect(page).toHaveURL(new RegExp(`/impacts/${late.id}$`));

  // Item 6: the organisation-wide counts do not open one project's list.
  await page.goto(org);
  for (const tile of ['tile-actions', 'tile-impacts']) {
    await expect(page.getByTestId(`${tile}-count`)).toHaveText(/^\d+$/, { timeout: 30_000 });
    await expect(page.getByTestId(tile).getByRole('link')).toHaveCount(0);
  }

  // Item 4: a reader sees the names of the impact's business areas.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await openAs(reader, 'reader@demo.test', `${org}/projects/${project.id}/impacts/${late.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Late rota change' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(reader.getByText(area!.name, { exact: true })).toBeVisible();
  await readerContext.close();
});
