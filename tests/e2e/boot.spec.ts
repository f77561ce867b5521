import { expect, test } from '@playwright/test';
import { actionsGridPath } from './actions-support';
import { demoPassword } from './support';

// A full page load is signed out (tokens live in memory only) and boots twice around the sign-in
// redirect (issue 11 item 11). The first boot must do only what the redirect needs.
test('a deep link goes to the sign-in page without loading the page or calling the API first', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(actionsGridPath);
  await expect(page.getByLabel('Email')).toBeVisible();
  const beforeSignIn = [...requests];

  // Measured on the demo stack: 79 requests before the fix (every route chunk of the grid page), 29 after.
  expect(beforeSignIn.length).toBeLessThanOrEqual(40);
  expect(beforeSignIn.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(beforeSignIn.filter((path) => /\/assets\/(actions-grid|layout|authenticated)-/.test(path))).toEqual(
    [],
  );
  expect(beforeSignIn.filter((path) => path.endsWith('/config.json'))).toHaveLength(1);

  await page.getByLabel('Email').fill('contributor@demo.test');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Actions grid', level: 1 })).toBeVisible();
  await expect(page.getByTestId('actions-count')).toContainText(/\d+ of \d+ actions/);
  // Back on the page asked for, booted once more: the configuration read once for that boot.
  expect(page.url()).toContain(actionsGridPath);
  expect(requests.filter((path) => path.endsWith('/config.json'))).toHaveLength(2);
  expect(
    requests.length,
    'the whole load, sign-in included (174 before the fix, 126 after)',
  ).toBeLessThanOrEqual(150);
});
