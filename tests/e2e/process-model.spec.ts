import { expect, test, type Page } from '@playwright/test';
import { onlineBooking } from './actions-support';
import { expectAccessible, northwind, openAs } from './support';

// Issue 14: the organisation's process model as a tree, and a project's processes picked from it.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const org = `/organisations/${northwind}`;

async function addModelProcess(page: Page, identifier: string, name: string, levels: string[]) {
  await page.getByRole('button', { name: 'Add process' }).click();
  const dialog = page.getByRole('dialog', { name: 'New process' });
  await dialog.getByRole('textbox', { name: 'Unique identifier' }).fill(identifier);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const [index, level] of levels.entries())
    await dialog.getByRole('textbox', { name: `Level ${index + 1}` }).fill(level);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test('an owner browses the process model as a tree and marks three of its processes in scope for a project', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const area = `Medicines ${stamp}`;
  const names = ['Reconcile medicines', 'Prescribe on admission', 'Discharge prescription'];
  await openAs(page, 'owner@demo.test', `${org}/core-data/processes`);
  await expect(page.getByRole('heading', { name: 'Processes', level: 1 })).toBeVisible();
  for (const [index, name] of names.entries())
    await addModelProcess(page, `M-${stamp}-${index}`, name, ['Clinical', area]);

  const tree = page.getByRole('tree', { name: 'Process model' });
  const clinical = tree.getByRole('treeitem', { name: /^Clinical/ });
  await expect(clinical).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: focus the branch, right opens it, down moves into it, left goes back and closes.
  await clinical.focus();
  await page.keyboard.press('ArrowRight');
  await expect(clinical).toHaveAttribute('aria-expanded', 'true');
  const medicines = tree.getByRole('treeitem', { name: new RegExp(`^${area}`) });
  await expect(medicines).toBeVisible();
  await expect(medicines).toContainText('3 processes');
  await page.keyboard.press('ArrowLeft');
  await expect(clinical).toHaveAttribute('aria-expanded', 'false');
  await expect(medicines).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand all' }).click();
  for (const [index, name] of names.entries())
    await expect(tree.getByRole('treeitem', { name: `M-${stamp}-${index} ${name}` })).toBeVisible();
  await expectAccessible(page, 'process model tree', { excludeToasts: true });

  await page.goto(`${org}/projects/${onlineBooking}/processes-reports`);
  await page.getByRole('button', { name: 'Add from the process model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add processes from the organisation’s model' });
  const picker = dialog.getByRole('tree', { name: 'Process model' });
  await dialog.getByRole('button', { name: 'Expand all' }).click();
  // The project already has P-100 (seeded): shown ticked, not changeable.
  const taken = picker.getByRole('checkbox', { name: 'P-100 Book appointment' });
  await expect(taken).toBeChecked();
  await expect(taken).toBeDisabled();
  // Two by their boxes, the third by keyboard (Space on the focused row).
  await picker.getByRole('checkbox', { name: `M-${stamp}-0 ${names[0]}` }).check();
  await picker.getByRole('checkbox', { name: `M-${stamp}-1 ${names[1]}` }).check();
  await picker.getByRole('treeitem', { name: new RegExp(`M-${stamp}-2`) }).focus();
  await page.keyboard.press('Space');
  await expect(picker.getByRole('checkbox', { name: `Every process under ${area}` })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Mark them in scope' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add 3 processes' }).click();
  await expect(page.getByText('3 processes were added to the project.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const inScope = page.getByRole('table', { name: 'In scope', exact: true });
  for (const name of names) await expect(inScope.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(inScope.getByRole('row', { name: new RegExp(`M-${stamp}-0`) })).toContainText(
    `Clinical › ${area}`,
  );
  // By impact: the seeded links (impacts 1 and 2 on Book appointment) are listed by name.
  const byImpact = page.getByTestId('process-impacts');
  await expect(byImpact.getByRole('row', { name: /^Book appointment/ })).toContainText(
    'Reception staff book appointments in the new system',
  );
  await expect(byImpact.getByRole('row', { name: /^Book appointment/ })).toContainText(
    'Patients receive reminders by text message',
  );
  // Picked once: opening the picker again shows them taken.
  await page.getByRole('button', { name: 'Add from the process model' }).click();
  await dialog.getByRole('button', { name: 'Expand all' }).click();
  await expect(picker.getByRole('checkbox', { name: `M-${stamp}-0 ${names[0]}` })).toBeDisabled();
  await expectAccessible(page, 'process model picker', { excludeToasts: true });
});
