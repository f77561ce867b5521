import { expect as baseExpect, test, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { northwind, openAs } from './support';

// Issue 17: the ten visualisation pages draw from the seeded data; a heatmap cell lists exactly the
// impacts it counts; changing an impact's level changes the cell after a reload.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(240_000);

const org = `/organisations/${northwind}`;
const pages = ['heatmap/business-areas', 'sunburst', 'timeline', 'capacity', 'places'];
const bases = [`${org}/visualisations`, `${org}/projects/${onlineBooking}/visualisations`];
/** The seeded impacts run from June to September 2026. */
const seededYear = '2026';

async function showYear(page: Page) {
  const year = page.getByLabel('Year');
  if (await year.isVisible()) await year.selectOption(seededYear);
}

test('each of the ten visualisation pages draws its chart from the seeded data', async ({ page }) => {
  await openAs(page, 'admin@demo.test', bases[0]!);
  for (const base of bases)
    for (const name of pages) {
      await page.goto(`${base}/${name}`);
      await showYear(page);
      // Plotly has drawn: its SVG is in the figure, and the figures are in the table beside it.
      const figure = page.locator('figure').first();
      await expect(figure.locator('.main-svg').first()).toBeAttached();
      await expect(figure.locator('table tbody tr').first()).toBeAttached();
      if (name === 'places')
        await expect(page.getByTestId('places-map').locator('circle').first()).toBeAttached();
      if (name.startsWith('heatmap'))
        await expect(page.getByTestId('heatmap-table').getByRole('button').first()).toBeVisible();
    }
});

test('a heatmap cell lists exactly the impacts it counts, and an impact’s new level changes it after reload', async ({
  page,
}) => {
  const heatmap = `${bases[1]}/heatmap/business-areas`;
  await openAs(page, 'admin@demo.test', heatmap);
  await showYear(page);
  const cellButton = page.getByTestId('heatmap-table').getByRole('button').first();
  await expect(cellButton).toBeVisible();
  const label = (await cellButton.getAttribute('aria-label'))!;
  const load = Number(await cellButton.textContent());
  await cellButton.click();
  const listed = page.getByTestId('heatmap-cell-impacts').locator('tbody tr');
  await expect(listed.first()).toBeVisible();
  // The weights of the impacts listed add up to the cell: the list is exactly what was counted.
  const weights = (await listed.locator('td:last-child').allTextContents()).map(Number);
  expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(load);
  const first = listed.first();
  const level = Number(await first.locator('td').nth(2).textContent());
  const people = Number(await first.locator('td').nth(3).textContent());
  const impactHref = (await first.getByRole('link').getAttribute('href'))!;

  // Raise (or lower) that impact's level in its edit form.
  const newLevel = level === 10 ? 9 : level + 1;
  await page.goto(`${impactHref}/edit`);
  await page.getByLabel('Impact level').selectOption(String(newLevel));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The impact was saved.')).toBeVisible();

  await page.goto(heatmap);
  await showYear(page);
  const sameCell = page.getByRole('button', { name: label });
  await expect(sameCell).toHaveText(String(load + (newLevel - level) * (people > 0 ? people : 1)));
});

test('the organisation’s visualisations switch hides them', async ({ page }) => {
  await openAs(page, 'admin@demo.test', `${org}/settings`);
  const toggle = page.getByTestId('setting-visualisationsEnabled');
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  try {
    await page.goto(`${bases[0]}/sunburst`);
    await expect(page.getByTestId('visualisations-off')).toBeVisible();
    await expect(page.locator('figure')).toHaveCount(0);
  } finally {
    await page.goto(`${org}/settings`);
    const again = page.getByTestId('setting-visualisationsEnabled');
    await expect(again).not.toBeChecked();
    await again.click({ force: true });
    await expect(again).toBeChecked();
  }
});
