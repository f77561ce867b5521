import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';

const people = `/organisations/${northwind}/users`;
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A browser of its own, signed out, on the local provider's sign-in page. */
async function signedOutPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 });
  return page;
}

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function chooseNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
}

/** The temporary password the admin is shown once (on the page after adding, in a dialog after a reset). */
async function readTemporaryPassword(admin: Page, name: string, shownIn: 'region' | 'dialog') {
  const shown = admin.getByRole(shownIn, { name: 'Temporary password' });
  await expect(shown.getByText(`Give ${name} this temporary password`)).toBeVisible();
  const password = (await shown.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(12);
  await shown.getByRole('button', { name: 'Close' }).last().click();
  await expect(shown).toHaveCount(0);
  return password;
}

test('a person an admin adds signs in with the temporary password, must choose their own, and after a reset must again', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `first.sign.in.${Date.now().toString(36)}@demo.test`;
  const name = 'Fern Firstday';

  // The admin adds the person and is shown their temporary password once.
  await openAs(admin, 'admin@demo.test', people);
  await admin.getByRole('button', { name: 'Add a person' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Fern');
  await dialog.getByLabel('Last name').fill('Firstday');
  await dialog.getByLabel('Role').selectOption({ label: 'Reader' });
  await dialog.getByRole('button', { name: 'Add a person' }).click();
  const temporary = await readTemporaryPassword(admin, name, 'region');

  // The person signs in with it and is asked for a new one; the product's rule is enforced.
  const person = await signedOutPage(browser);
  await submitSignIn(person, email, temporary);
  await expect(person.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(person, 'choose a new password');
  await chooseNewPassword(person, 'alllowercase');
  await expect(person.getByRole('alert')).toContainText('does not meet the rule');
  await chooseNewPassword(person, 'Fern-own-passw0rd');
  // New to Tandem: the licence comes first, then the app.
  await person.getByLabel('I accept the above').check();
  await person.getByRole('button', { name: 'Proceed' }).click();
  await expect(mainNavigation(person)).toBeVisible({ timeout: 20_000 });

  // The temporary password no longer works; the chosen one does.
  const later = await signedOutPage(browser);
  await submitSignIn(later, email, temporary);
  await expect(later.getByRole('alert')).toContainText('The email or password is not right');
  await submitSignIn(later, email, 'Fern-own-passw0rd');
  await expect(mainNavigation(later)).toBeVisible({ timeout: 20_000 });

  // A reset hands out a new temporary password, and the person must choose again.
  await admin.getByLabel('Search by email').fill(email);
  await admin.getByRole('button', { name: `Reset the password of ${name}` }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  const afterReset = await readTemporaryPassword(admin, name, 'dialog');
  const again = await signedOutPage(browser);
  await submitSignIn(again, email, afterReset);
  await chooseNewPassword(again, 'Fern-newer-passw0rd');
  await expect(mainNavigation(again)).toBeVisible({ timeout: 20_000 });
  const oldOne = await signedOutPage(browser);
  await submitSignIn(oldOne, email, afterReset);
  await expect(oldOne.getByRole('alert')).toContainText('The email or password is not right');
});
