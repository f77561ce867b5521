import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';
import { fillDate } from './date-support';

const org = `/organisations/${northwind}`;
/** Seeded ids (infra/local/src/seed/demo-data.ts): Digital Front Door and its fourth project. */
const digitalFrontDoor = '0d000000-0000-4000-8000-000000000001';
const virtualWards = '0e000000-0000-4000-8000-000000000004';
const noAccess = 'You do not have permission to view this page.';

async function newPageAs(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, email, path);
  return { page, close: () => context.close() };
}

const idFrom = (url: string, segment: string) => new RegExp(`/${segment}/([^/?#]+)`).exec(url)?.[1] ?? '';

test.describe('programmes, projects and project permissions', () => {
  test('an owner creates a programme and a project in it, gives contributor@ rights, and contributor@ edits only that project', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const programmeName = `Community Care ${stamp}`;
    const projectName = `Home Visits ${stamp}`;

    // The owner creates a programme: an empty name is refused first, nothing is sent.
    await openAs(page, 'owner@demo.test', `${org}/create/programme`);
    await expect(page.getByRole('heading', { name: 'Create programme', level: 1 })).toBeVisible();
    await expectAccessible(page, 'create programme', { excludeToasts: true });
    await page.getByRole('button', { name: 'Create programme' }).click();
    await expect(page.getByText('Please make sure every field is valid.')).toBeVisible();
    await page.getByLabel('Programme name').fill(programmeName);
    await page.getByLabel('Description').fill('Care delivered in the community.');
    await page.getByRole('button', { name: 'Create programme' }).click();
    await expect(page.getByRole('heading', { name: programmeName, level: 1 })).toBeVisible();
    const programmeId = idFrom(page.url(), 'programmes');
    expect(programmeId).not.toBe('');
    await expect(page.getByText('This programme has no projects yet.')).toBeVisible();
    await expectAccessible(page, 'programme page', { excludeToasts: true });

    // ...and a project inside it.
    await page.goto(`${org}/create/project`);
    await expect(page.getByRole('heading', { name: 'Create project', level: 1 })).toBeVisible();
    await page.getByLabel('Project name').fill(projectName);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Choose a programme.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Programme' }).selectOption({ label: programmeName });
    await expectAccessible(page, 'create project', { excludeToasts: true });
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { name: 'Project overview', level: 1 })).toBeVisible();
    await expect(page.getByTestId('project-name')).toHaveText(projectName);
    await expect(page.getByRole('main').getByRole('link', { name: programmeName })).toBeVisible();
    const projectId = idFrom(page.url(), 'projects');
    expect(projectId).not.toBe('');
    await expectAccessible(page, 'project page', { excludeToasts: true });

    // The project appears in its programme.
    await page.goto(`${org}/programmes/${programmeId}`);
    await expect(page.getByRole('main').getByRole('link', { name: projectName })).toBeVisible();

    // The owner gives contributor@ view and edit rights on the project.
    await page.goto(`${org}/projects/${projectId}/settings/permissions`);
    await expect(page.getByRole('heading', { name: 'Access through the organisation' })).toBeVisible();
    await page.getByRole('button', { name: 'Give a user access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give a user access' });
    await dialog
      .getByRole('combobox', { name: 'User' })
      .selectOption({ label: 'Cara Contributor (contributor@demo.test)' });
    await dialog.getByLabel('Project: edit').check();
    await expectAccessible(page, 'grant dialog', { excludeToasts: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByTestId('project-permission-row').filter({ hasText: 'Cara Contributor' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('checkbox', { name: 'Cara Contributor: Project: edit' })).toBeChecked();
    await expect(
      row.getByRole('checkbox', { name: 'Cara Contributor: Manage permissions' }),
    ).not.toBeChecked();
    await expectAccessible(page, 'project permissions', { excludeToasts: true });

    // contributor@ sees the new project (and not Virtual Wards) and can edit it.
    const contributor = await newPageAs(browser, 'contributor@demo.test', `${org}/projects/${projectId}`);
    const c = contributor.page;
    await expect(c.getByTestId('project-name')).toHaveText(projectName);
    await c.getByRole('button', { name: /Projects/ }).click();
    await expect(
      c.getByTestId('project-list-menu').getByRole('link', { name: projectName }).first(),
    ).toBeVisible();
    await expect(c.getByTestId('project-list-menu').getByRole('link', { name: 'Virtual Wards' })).toHaveCount(
      0,
    );
    await c.keyboard.press('Escape');
    await expect(c.getByRole('link', { name: 'Create programme' })).toHaveCount(0);
    await expect(c.getByRole('button', { name: 'Copy project' })).toHaveCount(0);

    await c.getByRole('link', { name: 'Project settings' }).first().click();
    await expect(c.getByRole('heading', { name: 'Project settings', level: 1 })).toBeVisible();
    // No manage-permissions right: no permissions tab.
    await expect(c.getByRole('link', { name: 'Permissions' })).toHaveCount(0);
    await expectAccessible(c, 'project settings', { excludeToasts: true });
    await c.getByLabel('Project name').fill(`${projectName} (edited)`);
    await c.getByRole('button', { name: 'Save' }).click();
    await expect(c.getByText('Your changes have been saved.')).toBeVisible();
    await c.reload();
    await expect(c.getByLabel('Project name')).toHaveValue(`${projectName} (edited)`);

    // ...but not Virtual Wards, nor the programme's settings, nor the create pages.
    await c.goto(`${org}/projects/${virtualWards}`);
    await expect(c.getByText(noAccess)).toBeVisible();
    await c.goto(`${org}/projects/${virtualWards}/settings`);
    await expect(c.getByText(noAccess)).toBeVisible();
    await c.goto(`${org}/programmes/${programmeId}/settings`);
    await expect(c.getByText(noAccess)).toBeVisible();
    await c.goto(`${org}/create/project`);
    await expect(c.getByText(noAccess)).toBeVisible();
    await expectAccessible(c, 'access denied', { excludeToasts: true });
    await contributor.close();
  });

  test('programme settings: the owner adds a milestone with a type', async ({ page }) => {
    await openAs(page, 'owner@demo.test', `${org}/programmes/${digitalFrontDoor}/settings/milestones`);
    await expect(page.getByRole('heading', { name: 'Programme settings', level: 1 })).toBeVisible();
    const name = `Go-live review ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add milestone' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Milestone type').selectOption({ label: 'Stage gate' });
    await fillDate(dialog.getByLabel('Deadline'), '2026-06-30');
    await expectAccessible(page, 'milestone dialog', { excludeToasts: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Stage gate');
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expectAccessible(page, 'programme milestones', { excludeToasts: true });
  });
});

test.describe('people and the user’s own pages', () => {
  test('the owner lists, adds and changes the role of people; the pages are accessible', async ({ page }) => {
    await openAs(page, 'owner@demo.test', `${org}/users`);
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'contributor@demo.test' })).toBeVisible();
    await expectAccessible(page, 'people', { excludeToasts: true });

    const email = `new.person.${Date.now().toString(36)}@demo.test`;
    await page.getByRole('button', { name: 'Add a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Nia');
    await dialog.getByLabel('Last name').fill('Newperson');
    await dialog.getByLabel('Role').selectOption({ label: 'Contributor' });
    await expectAccessible(page, 'add person', { excludeToasts: true });
    await dialog.getByRole('button', { name: 'Add a person' }).click();
    await expect(page.getByText('Nia Newperson has been added.')).toBeVisible();

    await page.getByLabel('Search by email').fill(email);
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await page.getByRole('combobox', { name: 'Role of Nia Newperson' }).selectOption({ label: 'Reader' });
    await expect(page.getByText('Nia Newperson is now Reader.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove Nia Newperson' }).click();
    await expect(
      page.getByText('Are you sure you want to remove Nia Newperson from the organisation?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Nia Newperson has been removed from the organisation.')).toBeVisible();
    await expect(page.getByTestId('table-no-data')).toBeVisible();
  });

  test('own profile, password and organisations pages; a reader cannot open People', async ({
    page,
    browser,
  }) => {
    await openAs(page, 'owner@demo.test', `${org}/users/settings`);
    await expect(page.getByLabel('First name')).toHaveValue('Olu');
    await expectAccessible(page, 'profile', { excludeToasts: true });
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please make sure every field is valid.')).toBeVisible();
    await page.getByLabel('First name').fill('Olu');

    await page.getByRole('link', { name: 'Password' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.getByLabel(/^Current password/).fill('not-the-password');
    await page.getByLabel(/^New password/).fill('Another-Passw0rd');
    await page.getByLabel(/^Confirm the new password/).fill('Another-Passw0rd');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct.').first()).toBeVisible();
    await expectAccessible(page, 'password', { excludeToasts: true });

    await page.getByRole('link', { name: 'Organisations' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Northwind Health' })).toBeVisible();
    await expectAccessible(page, 'my organisations', { excludeToasts: true });

    const reader = await newPageAs(browser, 'reader@demo.test', `${org}/users`);
    await expect(reader.page.getByText(noAccess)).toBeVisible();
    await reader.close();
  });
});
