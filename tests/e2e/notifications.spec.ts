import { expect, test, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';

const newActionPath = `/organisations/${northwind}/projects/${onlineBooking}/actions/new`;
const actionsList = `/organisations/${northwind}/change/projects/${onlineBooking}/actions`;

/** The bell's unread count, read from its accessible name ('Notifications, 3 unread'; 0: 'Notifications'). */
async function unreadCount(page: Page) {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

const bellWith = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', {
    name: count === 0 ? 'Notifications' : `Notifications, ${count} unread`,
    exact: true,
  });

test.describe('notifications', () => {
  test('a newly assigned action appears as a notification for its assignee', async ({ page, browser }) => {
    const name = `Notify Cara ${Date.now().toString(36)}`;
    // Cara's count before anything happens.
    const caraContext = await browser.newContext();
    const cara = await caraContext.newPage();
    await openAs(cara, 'contributor@demo.test', actionsList);
    const before = await unreadCount(cara);

    // Ada assigns a new action to Cara.
    await openAs(page, 'admin@demo.test', newActionPath);
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel('Assigned to').selectOption({ label: 'Cara Contributor' });
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    // Ada is not told of her own doing.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const adaList = page.getByRole('region', { name: 'Notifications' });
    await expect(adaList.getByText('Mark all read')).toBeVisible();
    await expect(adaList.getByText(name)).toHaveCount(0);

    // Cara sees it on her next poll or when the window regains focus: a reload stands in for both.
    await cara.reload();
    await expect(bellWith(cara, before + 1)).toBeVisible();
    await bellWith(cara, before + 1).click();
    const list = cara.getByRole('region', { name: 'Notifications' });
    const notice = list.getByRole('button', {
      name: new RegExp(`Ada Admin assigned action #\\d+ ${name} to you`),
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Unread');
    await expectAccessible(cara, 'notifications popover');

    // Opening it goes to the action and marks it read: the count drops.
    await notice.click();
    await expect(cara.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(bellWith(cara, before)).toBeVisible();
    await caraContext.close();
  });

  test('the profile offers the digest frequency', async ({ page }) => {
    await openAs(page, 'reader@demo.test', `/organisations/${northwind}/users/settings`);
    const weekly = page.getByRole('radio', { name: 'Weekly' });
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/notification-settings') && response.request().method() === 'PUT',
    );
    await weekly.check();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await page.getByRole('radio', { name: 'Daily' }).check();
    await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  });
});
