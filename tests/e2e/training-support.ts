import { expect, type Locator, type Page } from '@playwright/test';

// What the training and process specs share: kit forms, parent selects and grid cells.

export const cell = (page: Page, id: string, colId: string): Locator =>
  page.locator(`[role="row"][row-id="${id}"] [col-id="${colId}"]`);

/** Fills a kit entity's create form and answers the new item's id (from the side panel's address). */
export async function create(
  project: string,
  page: Page,
  segment: string,
  submit: string,
  fill: (page: Page) => Promise<void>,
  /** The list's last segment, where the created item's side panel opens. */
  listSegment = segment,
): Promise<string> {
  await page.goto(`${project}/${segment}/new`);
  await fill(page);
  await page.getByRole('button', { name: submit }).click();
  const created = new RegExp(`/${listSegment}/(?!new(?:[/?]|$))([^/?]+)`);
  await expect(page).toHaveURL(created);
  return created.exec(page.url())![1]!;
}

/** Picks a parent by name once the parent's items have loaded into the select. */
export async function chooseParent(page: Page, label: string, name: string) {
  const select = page.getByLabel(new RegExp(`^${label}`));
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
}
