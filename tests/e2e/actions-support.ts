import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { demoPassword, northwind } from './support';

/** Seeded ids (infra/local/src/seed/demo-data.ts): Online Booking, where contributor@ has full rights. */
export const onlineBooking = '0e000000-0000-4000-8000-000000000001';
export const actionsGridPath = `/organisations/${northwind}/grids/projects/${onlineBooking}/actions`;

/** The seeded id of an action (infra/local/src/seed/action-seed.ts `demoActionId`). */
export function demoActionId(projectId: string, refNumber: number) {
  const hex = createHash('sha256').update(`action-seed:action:${projectId}:${refNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Opens Online Booking's actions grid signed out, signs in, and waits for its rows. */
export async function openGridAs(page: Page, email: string) {
  await page.goto(actionsGridPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Actions grid', level: 1 })).toBeVisible();
  await expect(page.getByTestId('actions-count')).toContainText(/\d+ of \d+ actions/);
}

/** The grid's total, from its "n of N actions" line. */
export async function gridTotal(page: Page) {
  const text = (await page.getByTestId('actions-count').textContent()) ?? '';
  return Number(/of (\d+) actions/.exec(text.replace(/,/g, ''))?.[1]);
}

/** Every request that could write actions (`METHOD url`, anything but GET), to prove a refusal sent nothing. */
export function recordActionWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/actions'))
      writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}
