import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoActionId, onlineBooking, openGridAs } from './actions-support';

// Defects a new user met in the actions grid (issue 11 item 8).
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const row = (page: Page, refNumber: number) =>
  page.locator(`[role="row"][row-id="${demoActionId(onlineBooking, refNumber)}"]`);
const cell = (page: Page, refNumber: number, colId: string): Locator =>
  row(page, refNumber).locator(`[col-id="${colId}"]`);

/** The box of a cell and of the first line of text it draws (the first text node's first line). */
async function firstLineAndCell(cellBox: Locator) {
  return cellBox.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) =>
      node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    if (!text) return null;
    const range = document.createRange();
    range.selectNodeContents(text);
    const line = range.getClientRects()[0]!;
    const cell = element.getBoundingClientRect();
    return { lineTop: line.top, lineBottom: line.bottom, cellTop: cell.top, cellBottom: cell.bottom };
  });
}

/** Asserts that a cell's first line of text lies inside the cell (not pushed below the row and clipped). */
async function expectFirstLineInsideCell(cellBox: Locator) {
  const boxes = await firstLineAndCell(cellBox);
  expect(boxes, 'the cell draws some text').not.toBeNull();
  expect(boxes!.lineTop).toBeGreaterThanOrEqual(boxes!.cellTop);
  expect(boxes!.lineBottom).toBeLessThanOrEqual(boxes!.cellBottom + 0.5);
}

test.describe('actions grid defects', () => {
  test('the grid loads without AG Grid errors and draws description and review cells inside their rows', async ({
    page,
  }) => {
    const gridErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('AG Grid')) gridErrors.push(message.text());
    });
    await openGridAs(page, 'contributor@demo.test');
    await expect(cell(page, 1, 'description')).toBeVisible();

    await expectFirstLineInsideCell(cell(page, 1, 'description'));
    // No demo action is reviewed yet: the review cell draws "Not reviewed", which must sit in its row too.
    const review = cell(page, 1, 'review');
    await review.scrollIntoViewIfNeeded();
    await expect(review).toHaveText('Not reviewed');
    await expectFirstLineInsideCell(review);

    expect(gridErrors).toEqual([]);
  });

  test('a reviewed action’s two review lines sit inside its row', async ({ page }) => {
    await openGridAs(page, 'contributor@demo.test');
    await row(page, 12).locator('[col-id="ag-Grid-SelectionColumn"] input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Review 1 action', exact: true });
    await dialog.getByLabel('Review comment').fill('Checked with the team.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('1 action was reviewed.')).toBeVisible();

    const review = cell(page, 12, 'review');
    await review.scrollIntoViewIfNeeded();
    await expect(review).toContainText('Reviewed');
    await expect(review).toContainText('Next review');
    const box = (await review.boundingBox())!;
    for (const line of [review.getByText(/^Reviewed /), review.getByText(/^Next review /)]) {
      const lineBox = (await line.boundingBox())!;
      expect(lineBox.y).toBeGreaterThanOrEqual(box.y);
      expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
  });

  test('setting an action to Completed shows the completed indicator in its RAG cell at once', async ({
    page,
  }) => {
    await openGridAs(page, 'contributor@demo.test');
    const rag = cell(page, 10, 'ragStatus');
    await expect(rag).toHaveText('Amber');

    await cell(page, 10, 'progressStatus').dblclick();
    const dialog = page.getByRole('dialog', { name: 'Edit Progress status' });
    await dialog.getByRole('radio', { name: 'Completed' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Progress status was saved.')).toBeVisible();
    await expect(cell(page, 10, 'progressStatus')).toHaveText('Completed');
    await expect(rag).toHaveText('✓ Completed');

    // Back to in progress: the RAG comes back, and later specs see the seeded state.
    await cell(page, 10, 'progressStatus').dblclick();
    await dialog.getByRole('radio', { name: 'In progress' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(cell(page, 10, 'progressStatus')).toHaveText('In progress');
    await expect(rag).toHaveText('Amber');
  });

  test('an open action whose end date has passed shows it as overdue, with words as well as colour', async ({
    page,
  }) => {
    await openGridAs(page, 'contributor@demo.test');
    // Ref 4 is seeded in progress with an end date of 9 July 2026; ref 3 is completed (1 July 2026).
    const openEnd = cell(page, 4, 'endDate');
    const completedEnd = cell(page, 3, 'endDate');
    await expect(openEnd).toContainText('9 Jul 2026');
    await expect(completedEnd).toContainText('1 Jul 2026');
    await expect(completedEnd.locator('[data-overdue]')).toHaveCount(0);

    const passed = Date.now() > Date.parse('2026-07-10T00:00:00+01:00');
    const mark = openEnd.locator('[data-overdue="true"]');
    if (!passed) {
      await expect(mark).toHaveCount(0);
      return;
    }
    await expect(mark).toHaveAttribute('title', 'Overdue: the end date has passed');
    await expect(mark.getByRole('img', { name: 'Overdue: the end date has passed' })).toBeVisible();
    const colour = await mark.evaluate((element) => getComputedStyle(element).color);
    const plain = await cell(page, 4, 'startDate').evaluate((element) => getComputedStyle(element).color);
    expect(colour).not.toBe(plain);
  });
});
