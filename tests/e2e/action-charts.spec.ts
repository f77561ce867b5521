import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';
import { onlineBooking } from './actions-support';

const projectPath = `/organisations/${northwind}/projects/${onlineBooking}`;
const chartsPath = `/organisations/${northwind}/change/projects/${onlineBooking}/actions/visualisations`;
const apiPath = `/api/v1/organisations/${northwind}/projects/${onlineBooking}/actions`;

type Summary = {
  red: number;
  amber: number;
  green: number;
  unknown: number;
  completed: number;
  total: number;
  percentComplete: number;
};
type Report = { id: string; label: string; slices: { id: string; label: string; value: number }[] }[];

/** Every URL the page asks for, from the first navigation on. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Console errors and uncaught exceptions: a CSP refusal of Plotly's injected styles would show here. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The sign-in page declares no icon, so Chromium's own /favicon.ico guess 404s: not ours to judge.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const isPlotlyChunk = (url: string) => /\/assets\/plotly-plot-[\w-]+\.js$/.test(new URL(url).pathname);

/** Nothing leaves for another host (guide §9): only our origin, or data/blob URLs the page makes itself. */
function expectOnlyLocal(urls: string[], origin: string) {
  const elsewhere = urls.filter(
    (url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'),
  );
  expect(elsewhere).toEqual([]);
}

/** The value cells of a chart's data table row, as numbers. */
async function rowValues(table: Locator, rowHeader: string) {
  const row = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: rowHeader, exact: true }) });
  return (await row.getByRole('cell').allTextContents()).map(Number);
}

async function payloadOf<T>(page: Page, path: string, trigger: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok()),
    trigger(),
  ]);
  return ((await response.json()) as { payload: T }).payload;
}

test.describe('the action visualisations', () => {
  test('the overview loads Plotly only there, draws the summary’s numbers and asks nothing of another host', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const urls = recordRequests(page);
    const errors = recordErrors(page);

    // A page without charts: the Plotly chunk is not requested.
    await openAs(page, 'contributor@demo.test', projectPath);
    await expect(page.getByRole('heading', { name: 'Project overview', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter(isPlotlyChunk)).toEqual([]);

    // The chart page: the chunk arrives and the charts are drawn from the summary.
    const summary = await payloadOf<Summary>(page, `${apiPath}/actions-summary`, () => page.goto(chartsPath));
    await expect(page.getByRole('heading', { name: 'Action visualisations', level: 1 })).toBeVisible();
    await expect(page.getByTestId('stat-total-value')).toHaveText(String(summary.total));
    expect(summary.total).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-completed-value')).toHaveText(String(summary.completed));
    await expect(page.getByTestId('stat-percent-value')).toHaveText(`${summary.percentComplete}%`);

    const ragPie = page.getByTestId('action-rag-pie');
    await expect(ragPie.locator('.js-plotly-plot svg.main-svg').first()).toBeVisible();
    const drawnSlices = [
      summary.red,
      summary.amber,
      summary.green,
      summary.completed,
      summary.unknown,
    ].filter((value) => value > 0).length;
    await expect(ragPie.locator('g.slice')).toHaveCount(drawnSlices);
    expect(urls.filter(isPlotlyChunk)).toHaveLength(1);

    const ragTable = ragPie.getByRole('table', { name: 'Actions by RAG status' });
    expect(await rowValues(ragTable, 'Red')).toEqual([summary.red]);
    expect(await rowValues(ragTable, 'Amber')).toEqual([summary.amber]);
    expect(await rowValues(ragTable, 'Green')).toEqual([summary.green]);
    expect(await rowValues(ragTable, 'Completed')).toEqual([summary.completed]);
    expect(await rowValues(ragTable, 'Unknown')).toEqual([summary.unknown]);

    // The progress pie adds up to the same actions, completed included.
    const progressPie = page.getByTestId('action-progress-pie');
    await expect(progressPie.locator('g.slice').first()).toBeVisible();
    const progressTable = progressPie.getByRole('table', { name: 'Actions by progress status' });
    const progressValues = (await progressTable.getByRole('cell').allTextContents()).map(Number);
    expect(progressValues.reduce((sum, value) => sum + value, 0)).toBe(summary.total);
    expect(await rowValues(progressTable, 'Completed')).toEqual([summary.completed]);

    await expectAccessible(page, 'action visualisations');
    expectOnlyLocal(urls, new URL(baseURL ?? '').origin);
    expect(errors).toEqual([]);
  });

  test('the breakdown charts every business area, and the business-area filter narrows both reports', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const urls = recordRequests(page);
    await openAs(page, 'contributor@demo.test', `${chartsPath}/breakdown`);
    await expect(page.getByRole('heading', { name: 'Action breakdown', level: 1 })).toBeVisible();

    const progressChart = page.getByTestId('action-progress-bars');
    const progressTable = progressChart.getByRole('table', { name: 'Progress status by business area' });
    await expect(progressChart.locator('.js-plotly-plot g.trace.bars').first()).toBeVisible();
    await expect(progressTable.getByRole('rowheader', { name: 'Estates' })).toBeVisible();
    const areasBefore = await progressTable.getByRole('rowheader').count();
    expect(areasBefore).toBeGreaterThan(1);
    await expect(
      page.getByTestId('action-rag-bars').locator('.js-plotly-plot g.trace.bars').first(),
    ).toBeVisible();
    await expectAccessible(page, 'action breakdown');

    // Choose one area: both reports are asked again with businessAreaIds, and show that area only.
    const filtered = (report: string) =>
      page.waitForRequest((request) => {
        const url = new URL(request.url());
        return (
          url.pathname === `${apiPath}/${report}` && url.searchParams.getAll('businessAreaIds').length === 1
        );
      });
    const requests = Promise.all([
      filtered('business-area-action-progress-report'),
      filtered('business-area-action-rag-report'),
    ]);
    await page.getByRole('combobox', { name: 'Business areas' }).click();
    await page.getByRole('option', { name: 'Estates' }).click();
    const [progressRequest] = await requests;
    await page.keyboard.press('Escape');
    await expect(progressTable.getByRole('rowheader')).toHaveCount(1);
    await expect(progressTable.getByRole('rowheader', { name: 'Estates' })).toBeVisible();
    await expect(
      page.getByTestId('action-rag-bars').getByRole('table').getByRole('rowheader', { name: 'Estates' }),
    ).toBeVisible();
    const areaId = new URL(progressRequest.url()).searchParams.get('businessAreaIds');
    expect(new URL(page.url()).searchParams.getAll('businessAreaIds')).toEqual([areaId]);

    // The area's total in the table is what the API answered for it.
    const report = await (await progressRequest.response())?.json();
    const [area] = (report as { payload: Report }).payload;
    const total = (area?.slices ?? []).reduce((sum, slice) => sum + slice.value, 0);
    expect((await rowValues(progressTable, 'Estates')).at(-1)).toBe(total);

    await expectAccessible(page, 'filtered action breakdown');
    expectOnlyLocal(urls, new URL(baseURL ?? '').origin);
  });

  test('a report family page charts its progress and RAG reports; an unknown page says so', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const report = await payloadOf<Report>(page, `${apiPath}/assigned-to-action-rag-report`, () =>
      openAs(page, 'contributor@demo.test', `${chartsPath}/assigned-to`),
    );
    await expect(page.getByRole('heading', { name: 'Actions by assignee', level: 1 })).toBeVisible();
    const ragChart = page.getByTestId('action-rag-bars');
    await expect(ragChart.locator('.js-plotly-plot g.trace.bars').first()).toBeVisible();
    const ragTable = ragChart.getByRole('table', { name: 'RAG status by assignee' });
    await expect(ragTable.getByRole('rowheader')).toHaveCount(report.length);
    for (const group of report) {
      const label = group.id === 'none' ? 'Unassigned' : group.label;
      const values = await rowValues(ragTable, label);
      expect(values.at(-1)).toBe(group.slices.reduce((sum, slice) => sum + slice.value, 0));
    }
    await expect(
      page.getByTestId('action-progress-bars').locator('.js-plotly-plot g.trace.bars').first(),
    ).toBeVisible();
    await expectAccessible(page, 'actions by assignee');

    await page.goto(`${chartsPath}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'No such visualisation', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the action visualisations' }).click();
    await expect(page.getByRole('heading', { name: 'Action visualisations', level: 1 })).toBeVisible();
  });
});
