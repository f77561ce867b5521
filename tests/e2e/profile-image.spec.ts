import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, northwind, openAs } from './support';

const settings = `/organisations/${northwind}/users/settings`;

/** A small real JPEG (320×200, two colours), encoded by the browser itself. */
async function generatedJpeg(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#f59f00';
    context.fillRect(110, 50, 100, 100);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('a user uploads a cropped picture, sees it in the profile menu, then falls back to initials', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAs(page, 'multi@demo.test', settings);
  const menuAvatar = page.getByTestId('profile-menu-avatar');
  await expect(menuAvatar).toHaveAttribute('data-has-image', 'false');
  await expect(page.getByRole('heading', { name: 'Your picture' })).toBeVisible();

  // A file of another type is refused before anything is sent.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('Choose a .jpg, .jpeg or .png file.')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await generatedJpeg(page),
  });
  await expect(page.getByRole('img', { name: 'Preview of your picture' })).toBeVisible();
  await expect(page.getByTestId('crop-square')).toBeVisible();
  await expectAccessible(page, 'crop step', { excludeToasts: true });

  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/users/me/profile-image') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save picture' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(menuAvatar).toHaveAttribute('data-has-image', 'true');
  await expect(menuAvatar.locator('img')).toBeVisible();
  await expect(page.getByTestId('profile-settings-avatar').locator('img')).toBeVisible();
  await expectAccessible(page, 'profile with picture', { excludeToasts: true });

  // Put the demo user back: the picture goes, the initials come back.
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(menuAvatar).toHaveAttribute('data-has-image', 'false');
  await expect(menuAvatar).toContainText(/^[A-Z]{2}$/);
});
