import { expect, test, type Locator, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';
import { cell, chooseParent, create as createIn } from './training-support';

// Issue 14: processes, role mapping and the training plan on the project-entity kit.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const org = `/organisations/${northwind}`;
const project = `${org}/projects/${onlineBooking}`;
const create = (
  page: Page,
  segment: string,
  submit: string,
  fill: (page: Page) => Promise<void>,
  listSegment?: string,
) => createIn(project, page, segment, submit, fill, listSegment);
const grid = (suffix: string) => `${org}/grids/projects/${onlineBooking}/${suffix}`;

/** Double-clicks a grid cell, picks a choice in its dialog and saves; waits for the write. */
async function pickInGrid(page: Page, target: Locator, field: string, label: string, choice: string) {
  const write = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().split('?')[0]!.endsWith(`/${field}`),
  );
  await target.dblclick();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByLabel(label).selectOption({ label: choice });
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await write).status()).toBe(200);
}

test.describe('processes and training', () => {
  // Each builds its data through the forms (five to seven page loads) before it checks anything.
  test.slow();

  test('an owner marks three processes in scope and maps two roles; the process report shows both', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await openAs(page, 'owner@demo.test', `${project}/processes-reports`);
    const names = ['Triage referral', 'Book interpreter', 'Issue fit note'].map((name) => `${name} ${stamp}`);
    const ids: string[] = [];
    for (const name of names)
      ids.push(
        await create(page, 'project-processes', 'Create project process', async () => {
          await page.getByRole('textbox', { name: /^Process/ }).fill(name);
          await page.getByLabel('Level 1').fill('Patient administration');
        }),
      );

    await page.goto(grid('processes'));
    await expect(page.getByRole('heading', { name: 'Project processes grid', level: 1 })).toBeVisible();
    for (const id of ids) {
      await expect(cell(page, id, 'isInScope')).toHaveText('No');
      await pickInGrid(page, cell(page, id, 'isInScope'), 'isInScope', 'In scope', 'Yes');
      await expect(cell(page, id, 'isInScope')).toHaveText('Yes');
    }

    for (const [from, to] of [
      [`Receptionist ${stamp}`, 'Referral coordinator'],
      [`Medical secretary ${stamp}`, 'Interpreter booker'],
    ] as const)
      await create(
        page,
        'role-mappings',
        'Create role mapping',
        async () => {
          await page.getByRole('textbox', { name: /^Current job role/ }).fill(from);
          await page.getByLabel('Future process role').fill(to);
          await chooseParent(page, 'Process', names[0]!);
        },
        'role-mapping',
      );

    await page
      .getByRole('dialog', { name: 'Role mapping summary' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Process reports' })
      .click();
    await expect(page.getByRole('heading', { name: 'Process reports', level: 1 })).toBeVisible();
    const inScope = page.getByRole('table', { name: 'In scope', exact: true });
    for (const name of names) await expect(inScope.getByText(name)).toBeVisible();
    const roles = page.getByRole('table', { name: 'By role change' });
    await expect(
      roles.getByRole('row', { name: new RegExp(`Receptionist ${stamp} Referral coordinator`) }),
    ).toContainText(names[0]!);
    await expect(roles.getByRole('row', { name: new RegExp(`Medical secretary ${stamp}`) })).toBeVisible();
    await page.reload();
    await expect(inScope.getByText(names[0]!)).toBeVisible();
    await expectAccessible(page, 'process reports');
  });

  test('an owner builds a course group › course › module › component, sets progress in the grid and sees the learning dashboard change', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const names = {
      group: `Go-live readiness ${stamp}`,
      course: `Booking essentials ${stamp}`,
      module: `Booking a slot ${stamp}`,
      component: `Screen walkthrough ${stamp}`,
      role: `Ward clerk ${stamp}`,
    };
    await openAs(page, 'owner@demo.test', `${project}/learning-dashboard`);
    await create(page, 'course-groups', 'Create course group', async () => {
      await page.getByRole('textbox', { name: /^Name/ }).fill(names.group);
      await page.getByLabel('Code').fill('GL');
    });
    await create(page, 'courses', 'Create course', async () => {
      await page.getByRole('textbox', { name: /^Name/ }).fill(names.course);
      await chooseParent(page, 'Course group', names.group);
    });
    const moduleId = await create(page, 'modules', 'Create module', async () => {
      await page.getByRole('textbox', { name: /^Name/ }).fill(names.module);
      await chooseParent(page, 'Course', names.course);
      await page.getByLabel('Job roles').fill(names.role);
    });
    await create(page, 'training-components', 'Create training component', async () => {
      await page.getByRole('textbox', { name: /^Name/ }).fill(names.component);
      await chooseParent(page, 'Module', names.module);
      await page.getByLabel('Signed off').check();
    });
    // The side panel names the parent.
    await expect(
      page.getByRole('dialog', { name: 'Training component summary' }).getByText(names.module),
    ).toBeVisible();

    // The side panel of the new component is open: close it, then go through the sidebar.
    await page
      .getByRole('dialog', { name: 'Training component summary' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Learning dashboard' })
      .click();
    const byCourse = page.getByTestId('learning-by-course');
    await expect(byCourse.getByRole('row', { name: new RegExp(names.course) })).toHaveText(
      new RegExp(`${names.course}010%`),
    );
    const byAudience = page.getByTestId('learning-by-audience');
    await expect(byAudience.getByRole('row', { name: new RegExp(names.role) })).toHaveText(
      new RegExp(`${names.role}010%`),
    );

    await page.goto(grid('modules'));
    await expect(page.getByRole('heading', { name: 'Modules grid', level: 1 })).toBeVisible();
    await expect(cell(page, moduleId, 'courseId')).toHaveText(names.course);
    await pickInGrid(page, cell(page, moduleId, 'progressStatus'), 'progressStatus', 'Progress', 'Completed');
    await expect(cell(page, moduleId, 'progressStatus')).toHaveText('Completed');

    await page.goto(`${project}/learning-dashboard`);
    await expect(byCourse.getByRole('row', { name: new RegExp(names.course) })).toHaveText(
      new RegExp(`${names.course}11100%`),
    );
    await expect(byAudience.getByRole('row', { name: new RegExp(names.role) })).toHaveText(
      new RegExp(`${names.role}11100%`),
    );
    await expectAccessible(page, 'learning dashboard');
  });
});
