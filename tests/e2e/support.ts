import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Seeded ids and the demo password (infra/local/src/seed/demo-data.ts). */
export const demoPassword = 'Demo-Password-1';
export const northwind = '0a000000-0000-4000-8000-000000000001';

/** Fills the local provider's sign-in page (fields Email and Password, button Sign in). */
export async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a deep link signed out, signs in, and waits for the app shell. */
export async function openAs(page: Page, email: string, path: string) {
  await page.goto(path);
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/**
 * axe-core on the page as it is: no serious or critical violation of WCAG 2.1 A/AA. `excludeToasts`
 * leaves transient toasts out for the pages that raise them while being checked.
 */
export async function expectAccessible(page: Page, label: string, options: { excludeToasts?: boolean } = {}) {
  // A panel or modal still fading in has see-through text that axe measures as low contrast: check
  // the page as a person reads it, once its finite transitions have ended (spinners loop for ever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.excludeToasts) builder = builder.exclude('.mantine-Notifications-root');
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${label}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
