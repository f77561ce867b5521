import type { Locator } from '@playwright/test';

/** `2026-09-30` as a person in the UK types it: `30/09/2026`. */
export const typedDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * Types a day into a date input (Mantine's DateInput, dd/mm/yyyy) as a person in the UK would, then
 * leaves it so its calendar closes and nothing covers the buttons below.
 */
export async function fillDate(input: Locator, isoDay: string) {
  await input.fill(typedDay(isoDay));
  await input.blur();
}
