import { expect, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { createdItemId } from './entity-support';
import { northwind } from './support';
import { fillDate } from './date-support';

// Steps the two stakeholder specs share (issue 13): pulses, grid ratings, audiences, created ids.

const change = `/organisations/${northwind}/change/projects/${onlineBooking}`;
/** Online Booking's readiness charts page. */
export const readinessCharts = `${change}/audiences/readiness-charts`;

/** The id at the end of the side panel's address once a create has navigated there. */
export const createdId = (page: Page, segment: string) => createdItemId(page, segment, true);

/** Records a pulse of Online Booking's audience with its awareness score, from the readiness charts. */
export async function recordPulse(page: Page, audience: string, date: string, awareness: string) {
  await page.goto(readinessCharts);
  await page.getByRole('link', { name: 'Record a pulse' }).click();
  const audienceSelect = page.getByLabel(/^Audience/);
  await expect(audienceSelect.locator('option', { hasText: audience })).toHaveCount(1, { timeout: 20_000 });
  await audienceSelect.selectOption({ label: audience });
  await fillDate(page.getByLabel(/^Pulse date/), date);
  await page.getByLabel('Awareness').selectOption(awareness);
  await page.getByRole('button', { name: 'Record pulse' }).click();
  await expect(page.getByText('The pulse was recorded.')).toBeVisible();
}

/** Edits one grid cell (a scale) through its dialog and waits for the write and the new text. */
export async function rate(page: Page, rowId: string, field: string, label: string, choice: string) {
  const cell = page.locator(`[role="row"][row-id="${rowId}"] [col-id="${field}"]`);
  await cell.dblclick();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByLabel(label).selectOption({ label: choice });
  const write = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/${field}`),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await write).status()).toBe(200);
  await expect(cell).toHaveText(choice);
}

/** Creates an audience of Online Booking through its form (a size when given); answers its id. */
export async function createAudience(page: Page, name: string, size?: string) {
  await page.goto(`/organisations/${northwind}/projects/${onlineBooking}/audiences/new`);
  await page.getByRole('textbox', { name: /^Audience/ }).fill(name);
  if (size) await page.getByLabel('Size').selectOption({ label: size });
  await page.getByRole('button', { name: 'Create audience' }).click();
  await expect(page.getByText('The audience was created.')).toBeVisible();
  return createdId(page, 'audiences');
}
