import { expect, test } from '@playwright/test';
import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { northwind, openAs } from './support';

const user = (key: string) => demoUsers.find((demoUser) => demoUser.key === key)!;

test.describe('users/{userId}: one member (issue 32 item 1)', () => {
  test('an owner sees a member from the single-member call, and no page for someone outside', async ({
    page,
  }) => {
    const reader = user('reader');
    const single = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        response.url().endsWith(`/organisations/${northwind}/users/${reader.userId}`),
    );
    await openAs(page, 'owner@demo.test', `/organisations/${northwind}/users/${reader.userId}`);
    expect((await single).status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: `${reader.firstName} ${reader.lastName}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(reader.email)).toBeVisible();

    await page.goto(`/organisations/${northwind}/users/${user('outsider').userId}`);
    await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  });
});
