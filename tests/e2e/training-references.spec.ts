import { expect, test } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';
import { chooseParent, create } from './training-support';

// Issue 14: training types and training progress come from core data; courses take tags.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const project = `/organisations/${northwind}/projects/${onlineBooking}`;

test("a module's training progress from core data counts on the learning dashboard, and a course takes a tag", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const names = {
    group: `Ward go-live ${stamp}`,
    course: `Discharge essentials ${stamp}`,
    module: `Discharge letter ${stamp}`,
    tag: `Go-live week ${stamp}`,
  };
  await openAs(page, 'owner@demo.test', `${project}/learning-dashboard`);
  await create(project, page, 'course-groups', 'Create course group', async () => {
    await page.getByRole('textbox', { name: /^Name/ }).fill(names.group);
  });
  const courseId = await create(project, page, 'courses', 'Create course', async () => {
    await page.getByRole('textbox', { name: /^Name/ }).fill(names.course);
    await chooseParent(page, 'Course group', names.group);
  });
  // Its own progress stays Not started: the training progress "Attended" says it is completed.
  const moduleId = await create(project, page, 'modules', 'Create module', async () => {
    await page.getByRole('textbox', { name: /^Name/ }).fill(names.module);
    await chooseParent(page, 'Course', names.course);
    await chooseParent(page, 'Training type', 'Classroom');
    await chooseParent(page, 'Training progress', 'Attended');
  });

  await page.goto(`${project}/learning-dashboard`);
  await expect(
    page.getByTestId('learning-by-course').getByRole('row', { name: new RegExp(names.course) }),
  ).toHaveText(new RegExp(`${names.course}11100%`));

  await page.goto(`${project}/modules/${moduleId}`);
  await expect(page.getByRole('heading', { name: names.module })).toBeVisible();
  await expect(page.getByText('Attended', { exact: true })).toBeVisible();
  await expect(page.getByText('Classroom', { exact: true })).toBeVisible();

  await page.goto(`${project}/courses/${courseId}`);
  const tagInput = page.getByRole('combobox', { name: 'Add a tag' });
  await tagInput.fill(names.tag);
  await tagInput.press('Enter');
  await expect(page.getByText(`The tag ${names.tag} was added.`)).toBeVisible();
  await expect(page.getByTestId('entity-tags').getByText(names.tag)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('entity-tags').getByText(names.tag)).toBeVisible();
  await expectAccessible(page, 'course with a tag', { excludeToasts: true });
});
