import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { typeRichText } from './rich-text-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 11: what a new user met trying the product, walked as a person would (items 1, 2, 6, 7).
const org = `/organisations/${northwind}`;
const actionsList = `${org}/change/projects/${onlineBooking}/actions`;
const staleVersion = /Someone else changed this/;

/** Sets the organisation's Visualisations switch from the settings page (as an owner or admin). */
async function setVisualisations(page: Page, on: boolean) {
  await page.goto(`${org}/settings`);
  const visualisations = page.getByRole('switch', { name: /^Visualisations/ });
  await expect(visualisations).toBeEnabled();
  if ((await visualisations.isChecked()) === on) return;
  await visualisations.click();
  await expect(page.getByText(`Visualisations is now ${on ? 'on' : 'off'}.`)).toBeVisible();
}

test.describe('what a new user meets', () => {
  test('a refusal shows the server’s own reason, not “someone else changed this”', async ({ page }) => {
    await openAs(page, 'admin@demo.test', `${org}/users`);
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();

    // Adding someone who already is a member.
    await page.getByRole('button', { name: 'Add a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByLabel('Email').fill('contributor@demo.test');
    await dialog.getByLabel('First name').fill('Cara');
    await dialog.getByLabel('Last name').fill('Contributor');
    await dialog.getByRole('button', { name: 'Add a person' }).click();
    await expect(
      page.getByText('contributor@demo.test is already a member of this organisation.'),
    ).toBeVisible();
    await expect(page.getByText(staleVersion)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Demoting the organisation's only admin.
    await page.getByLabel('Search by email').fill('admin@demo.test');
    await page.getByRole('combobox', { name: 'Role of Ada Admin' }).selectOption({ label: 'Owner' });
    await expect(page.getByText(/This is the last admin of the organisation/)).toBeVisible();
    await expect(page.getByText(staleVersion)).toHaveCount(0);
  });

  test('a new programme is on the dashboard and in the project picker, and its breadcrumb names it', async ({
    page,
  }) => {
    const name = `Starter programme ${Date.now().toString(36)}`;
    await openAs(page, 'owner@demo.test', `${org}/create/programme`);
    await page.getByLabel('Programme name').fill(name);
    await page.getByRole('button', { name: 'Create programme' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('link', { name })).toBeVisible();
    await expect(breadcrumbs).not.toContainText('Programme / Programme');
    const programmeUrl = page.url();

    // The dashboard has its card, though it has no projects yet.
    await page.goto(org);
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('0 projects');
    await expectAccessible(page, 'dashboard with an empty programme', { excludeToasts: true });

    // The picker lists it too, and its title opens it.
    await page.getByRole('button', { name: /Projects/ }).click();
    const picker = page.getByRole('dialog', { name: 'Projects' });
    await picker.getByLabel('Search projects').fill(name);
    await picker.getByRole('link', { name }).click();
    await expect(page).toHaveURL(programmeUrl);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('no dead ends: the help centre, the Visualisations switch and a missing project', async ({ page }) => {
    test.setTimeout(120_000);
    await openAs(page, 'admin@demo.test', actionsList);

    // Help centre: a page with real content, not "Page not found".
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Help centre' }).click();
    await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan the work as actions' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expectAccessible(page, 'help centre');

    // A project that does not exist says so.
    await page.goto(`${org}/projects/${randomUUID()}`);
    await expect(page.getByText(/This project does not exist in this organisation/)).toBeVisible();
    await expect(page.getByText('You do not have permission to view this page.')).toHaveCount(0);

    // Visualisations off: no link to them, and their page says they are off.
    await setVisualisations(page, false);
    try {
      await page.goto(actionsList);
      await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Visualisations' })).toHaveCount(0);
      await page.goto(`${actionsList}/visualisations`);
      await expect(page.getByText('Visualisations are switched off')).toBeVisible();
      await expect(page.getByTestId('stat-total-value')).toHaveCount(0);
    } finally {
      await setVisualisations(page, true);
    }
    await page.goto(actionsList);
    await page.getByRole('link', { name: 'Visualisations' }).click();
    await expect(page.getByTestId('stat-total-value')).toBeVisible();
  });

  test('an editor creates one action from the actions list and lands on its detail', async ({
    page,
    browser,
  }) => {
    const name = `One new action ${Date.now().toString(36)}`;
    await openAs(page, 'contributor@demo.test', actionsList);
    await page.getByRole('link', { name: 'New action' }).click();
    await expect(page.getByRole('heading', { name: 'New action', level: 1 })).toBeVisible();
    await expectAccessible(page, 'new action form', { excludeToasts: true });

    // The edit form's rules: nothing is sent without a name.
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByText('Please make sure every field is valid.')).toBeVisible();

    await page.getByLabel(/^Name/).fill(name);
    // The description is written in the rich-text editor: Ctrl+B for bold, the toolbar for italics.
    await typeRichText(page.getByRole('textbox', { name: 'Description' }), [
      'Tell the ',
      { bold: 'ward leads' },
      ' ',
      { italic: 'first' },
      '\n',
      'Then the whole team',
    ]);
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('The action was created.')).toBeVisible();
    // Bold text did not run the two paragraphs together.
    const description = page.getByTestId('action-description');
    await expect(description.locator('p')).toHaveCount(2);
    await expect(description.locator('strong')).toHaveText('ward leads');
    await expect(description.locator('i')).toHaveText('first');

    // It is in the list; the grid offers New action too; a reader is offered neither.
    await page.goto(actionsList);
    await page.getByLabel('Search by name').fill(name);
    await expect(page.getByRole('cell', { name })).toBeVisible();
    await page.goto(`${org}/grids/projects/${onlineBooking}/actions`);
    await expect(page.getByRole('link', { name: 'New action' })).toBeVisible();

    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await openAs(reader, 'reader@demo.test', actionsList);
    await expect(reader.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'New action' })).toHaveCount(0);
    await readerContext.close();
  });
});
