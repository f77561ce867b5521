import { expect, test } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';
import { demoActionId, onlineBooking, recordActionWrites } from './actions-support';
import { fillDate } from './date-support';

const listPath = `/organisations/${northwind}/change/projects/${onlineBooking}/actions`;

const detailPath = (refNumber: number) =>
  `/organisations/${northwind}/projects/${onlineBooking}/actions/${demoActionId(onlineBooking, refNumber)}`;

// Ref 12 ('Plan hypercare handover', 17 Aug to 11 Sep 2026): no other spec edits it.
const REF = 12;
const SEEDED_NAME = 'Plan hypercare handover';

// Dates are shown in the browser's locale (en-GB: "17 Aug 2026").
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

test.describe('the action pages', () => {
  test('contributor@ goes from the list to the side panel, the detail, comments and the edit form', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const writes = recordActionWrites(page);

    // The list: page 1 of the active actions, 10 a page, with links to the grid and visualisations.
    await openAs(page, 'contributor@demo.test', listPath);
    await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Actions of this project' });
    await expect(table.getByTestId('action-name-link')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Open the actions grid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visualisations' })).toBeVisible();
    await expectAccessible(page, 'actions list', { excludeToasts: true });

    // Search by name, then open the side panel from the name.
    await page.getByLabel('Search by name').fill('hypercare');
    await expect(table.getByTestId('action-name-link')).toHaveCount(1);
    await page.getByRole('link', { name: `Open the summary of ${SEEDED_NAME}` }).click();
    const panel = page.getByRole('dialog', { name: 'Action summary' });
    await expect(panel.getByRole('heading', { name: SEEDED_NAME })).toBeVisible();
    await expect(panel.getByTestId('panel-ref')).toHaveText(String(REF));
    await expect(panel.getByText('No action impacts')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/actions/${demoActionId(onlineBooking, REF)}\\?`));
    await expectAccessible(page, 'action side panel', { excludeToasts: true });

    // The detail page: fields, timeline, (empty) history, comments.
    await panel.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath(REF)}$`));
    await expect(page.getByRole('heading', { name: SEEDED_NAME, level: 1 })).toBeVisible();
    const timeline = page.getByTestId('timeline-bar');
    await expect(timeline).toBeVisible();
    await expect(timeline.getByTestId('timeline-markers')).toContainText('Start date: 17 Aug 2026');
    await expect(timeline.getByTestId('timeline-markers')).toContainText('Target date:');
    const history = page.getByTestId('history-section');
    await expect(history.getByText('No changes have been recorded yet.')).toBeVisible();
    await expectAccessible(page, 'action detail', { excludeToasts: true });

    // A comment stays after a reload.
    const comment = `Agreed the hypercare rota with the ward leads ${stamp}`;
    await page.getByLabel('Add a comment').fill(comment);
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText('Your comment was added.')).toBeVisible();
    await expect(page.getByTestId('comments-section').getByText(comment)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('comments-section').getByText(comment)).toBeVisible();

    // Edit: an end date before the start is refused with the form toast, and nothing is sent.
    await page.getByRole('link', { name: 'Edit action' }).click();
    await expect(page.getByRole('heading', { name: 'Edit action', level: 1 })).toBeVisible();
    const endDate = page.getByLabel('End date');
    // Shown day first, as in the UK (issue 37 item 18).
    await expect(endDate).toHaveValue('11/09/2026');
    await expectAccessible(page, 'action edit', { excludeToasts: true });
    const writesBefore = writes.length;
    await fillDate(endDate, '2026-08-01');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please make sure every field is valid.')).toBeVisible();
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
    expect(writes.length).toBe(writesBefore);

    // A valid change is saved and shown on the detail page.
    const newName = `${SEEDED_NAME} ${stamp}`;
    await page.getByLabel(/^Name/).fill(newName);
    await fillDate(endDate, '2026-09-25');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The action was saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${detailPath(REF)}$`));
    await expect(page.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
    // The whole save is one version-checked call.
    expect(writes.length).toBe(writesBefore + 1);
    // The end date moved from the initial target: both targets are marked.
    await expect(page.getByTestId('timeline-markers')).toContainText('Initial target date:');
    await expect(page.getByTestId('timeline-markers')).toContainText(/New target date: 25 Sept? 2026/);
    await expect(page.getByTestId('history-entry').first()).toBeVisible();
    await expect(history).toContainText(newName);
    await page.reload();
    await expect(page.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
    await expectAccessible(page, 'action detail after edit', { excludeToasts: true });
  });

  test('reader@ sees the detail without Edit or the comment box', async ({ page }) => {
    await openAs(page, 'reader@demo.test', detailPath(1));
    await expect(page.getByRole('heading', { level: 1, name: /Brief ward managers/ })).toBeVisible();
    await expect(page.getByTestId('timeline-bar')).toBeVisible();
    await expect(page.getByText('You can view this action.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit action' })).toHaveCount(0);
    await expect(page.getByLabel('Add a comment')).toHaveCount(0);
    await expect(page.getByTestId('comments-section')).toBeVisible();
    await expectAccessible(page, 'read-only action detail', { excludeToasts: true });

    // The edit page itself is refused.
    await page.goto(`${detailPath(1)}/edit`);
    await expect(page.getByTestId('no-view-access')).toBeVisible();
  });
});
