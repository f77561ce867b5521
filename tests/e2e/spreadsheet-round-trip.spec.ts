import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { actionsGridPath, onlineBooking } from './actions-support';
import { northwind, openAs } from './support';

// Issue 28 items 1-3 and issue 37 items 1-2: export a list, import the very same file, and every field
// of every row comes back as it was (impacts and a training entity as new copies, actions replaced
// in place), with every field kind filled.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const org = `/organisations/${northwind}`;
const adminId = demoUsers.find((user) => user.key === 'admin')!.userId;
type Item = Record<string, unknown> & { id: string; name: string; refNumber: number };

/** Signs admin@ in at a page and answers a caller of the API with the token the page itself sends. */
async function signedIn(page: Page, url: string) {
  let authorization: string | undefined;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/v1/') && header) authorization = header;
  });
  await openAs(page, 'admin@demo.test', url);
  await expect.poll(() => authorization !== undefined).toBe(true);
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const response = await page.request.fetch(`/api/v1/organisations/${northwind}/${path}`, {
      method,
      headers: { authorization: authorization! },
      ...(body ? { data: body } : {}),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { payload: T }).payload;
  };
}
type Call = Awaited<ReturnType<typeof signedIn>>;

/** Export → the same file back through Import: every row ready in the preview, then imported. */
async function exportThenImport(page: Page, exportDialog: string, importDialog: string, expected?: number) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: exportDialog })
    .getByRole('button', { name: 'Download .xlsx' })
    .click();
  const file = (await (await download).path())!;
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: importDialog });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'export.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(file),
  });
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  const counts = dialog.getByTestId('import-preview-counts');
  await expect(counts).toHaveText(/^\d+ rows?: \d+ ready to import, 0 with errors\.$/);
  const rows = Number(/^(\d+)/.exec((await counts.textContent())!)![1]);
  if (expected !== undefined) expect(rows).toBe(expected);
  await expect(counts).toHaveText(
    `${rows} row${rows === 1 ? '' : 's'}: ${rows} ready to import, 0 with errors.`,
  );
  // Rows as the spreadsheet numbers them: the header is row 1.
  await expect(dialog.getByTestId('import-row-2')).toHaveAttribute('data-status', 'ready');
  await dialog.getByRole('button', { name: `Import ${rows} good row${rows === 1 ? '' : 's'}` }).click();
  await expect(dialog.getByTestId('import-result')).toContainText(
    `${rows} row${rows === 1 ? ' was' : 's were'} imported`,
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  return rows;
}

/** The fields an item was given, without what the write itself sets (id, ref, times, version). */
const fieldsOf = (item: Record<string, unknown>) => {
  const {
    id: _id,
    refNumber: _ref,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    createdBy: _cb,
    modifiedBy: _mb,
    ...rest
  } = item;
  return rest;
};

/** Each original's copy (same name, another id) equals it in every field. */
async function expectCopies(call: Call, listPath: string, originals: Item[]) {
  const listed = await call<{ items: Item[] }>('GET', `${listPath}?pageSize=100`);
  for (const original of originals) {
    const copies = listed.items.filter((item) => item.name === original.name && item.id !== original.id);
    expect(copies, original.name).toHaveLength(1);
    expect(fieldsOf(copies[0]!)).toEqual(fieldsOf(listed.items.find((item) => item.id === original.id)!));
  }
}

test('impacts and course groups: the export imports back as equal copies, every field kind filled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const call = await signedIn(page, `${org}/dashboard`);
  const stamp = Date.now().toString(36);
  const project = await call<{ id: string }>('POST', 'projects', { name: `Round trip ${stamp}` });
  const inProject = `projects/${project.id}`;
  const tag = await call<{ id: string }>('POST', 'tags', { text: `Pilot ${stamp}` });
  const notes = await call<{ id: string }>('POST', 'custom-fields', {
    name: `Notes ${stamp}`,
    type: 3,
    entityKinds: ['impact'],
  });
  const full = await call<Item & { version: number }>('POST', `${inProject}/impacts`, {
    name: `=Full impact ${stamp}`,
    description: '<p>First <i>italic</i> and <strong>bold</strong>.</p><p>Second paragraph.</p>',
    impactLevel: 7,
    mitigationConfidence: 0,
    impactTypes: [1, 3],
    owner: adminId,
    progressStatus: 2,
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    totalPeopleImpacted: 250,
    businessAreas: [
      demoCoreDataId('a', 'businessArea', 'Finance'),
      demoCoreDataId('a', 'businessArea', 'HR'),
    ],
    locations: [],
  });
  await call('POST', `${inProject}/tags/impactTags/${full.id}`, { tagId: tag.id });
  await call('PUT', `custom-fields/${notes.id}/${inProject}/impacts/${full.id}`, {
    valueString: '<p>Note <i>one</i></p><p>two</p>',
    version: full.version,
  });
  const bare = await call<Item>('POST', `${inProject}/impacts`, { name: `Bare impact ${stamp}` });

  await page.goto(`${org}/change/projects/${project.id}/impacts`);
  await exportThenImport(page, 'Export impacts', 'Import impacts', 2);
  await expectCopies(call, `${inProject}/impacts`, [full, bare]);

  const audience = await call<Item>('POST', `${inProject}/audiences`, { name: `Ward clerks ${stamp}` });
  const group = await call<Item>('POST', `${inProject}/course-groups`, {
    name: `-Go-live readiness ${stamp}`,
    code: 'GL',
    description: '<p>Why we train</p><ul><li>one</li><li><i>two</i></li></ul>',
    owner: adminId,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    progressStatus: 2,
    ragStatus: 3,
    isSignedOff: true,
    duration: 1.5,
    trainingType: demoCoreDataId('a', 'trainingType', 'E-learning'),
    audience: audience.id,
    jobRoles: 'Ward clerk, Receptionist',
  });
  await page.goto(`${org}/change/projects/${project.id}/course-groups`);
  await exportThenImport(page, 'Export course groups', 'Import course groups', 1);
  await expectCopies(call, `${inProject}/course-groups`, [group]);
});

test('actions on the demo data: the export imports back over the same actions, every field unchanged', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const call = await signedIn(page, `${org}/dashboard`);
  const inProject = `projects/${onlineBooking}`;
  await call('POST', `${inProject}/actions`, {
    name: `+Rich action ${Date.now().toString(36)}`,
    description: '<p>First <i>italic</i> and <strong>bold</strong>.</p><p>Second &amp; last.</p>',
    ragStatus: 2,
    progressStatus: 2,
    startDate: '2026-09-01',
    endDate: '2026-10-15',
    actionTypeId: demoCoreDataId('a', 'actionType', 'Training'),
    ownerId: adminId,
    assignedToId: demoUsers.find((user) => user.key === 'contributor')!.userId,
  });
  const before = await call<{ items: Item[] }>('GET', `${inProject}/actions?page=1&pageSize=100`);
  await page.goto(actionsGridPath);
  const rows = await exportThenImport(page, 'Export actions', 'Import actions');
  expect(rows).toBeGreaterThan(1);
  const after = await call<{ items: Item[] }>('GET', `${inProject}/actions?page=1&pageSize=100`);
  expect(after.items).toHaveLength(before.items.length);
  for (const action of before.items)
    expect(fieldsOf(after.items.find((item) => item.id === action.id)!), action.name).toEqual(
      fieldsOf(action),
    );
});
