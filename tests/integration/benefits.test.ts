import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { benefits } from '@tandem/shared/benefits/benefit';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { staleVersionConflictSchema } from '@tandem/shared/entity-kit/schemas';
import { api, type ApiResponse } from './api';
import { sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type BenefitId = keyof typeof benefits.endpoints;
type Benefit = { id: string; version: number; refNumber: number; name: string } & Record<string, unknown>;
const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
const run = `kit${Date.now().toString(36)}`;

async function call(
  id: BenefitId,
  options: { as?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = benefits.endpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function create(body: Record<string, unknown>): Promise<Benefit> {
  const response = await call('createBenefit', { body });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as Benefit;
}
const one = (benefit: { id: string }) => ({ benefitId: benefit.id });
const historyOf = async (benefit: { id: string }) =>
  (await call('getBenefitHistory', { params: one(benefit) })).json.payload as {
    field: string | null;
    action: string;
    version: number;
    userName: string | null;
  }[];

// The project copy test leaves projects in organisation A: swept like the probes' leftovers.
afterAll(() => sweepProbeLeftovers());

describe('benefits on the project-entity kit', () => {
  it('creates a benefit: ref from the project counter, owner named, rich text screened, empties as declared', async () => {
    const benefit = await create({
      name: `${run} Faster discharge`,
      owner: f.userId('admin'),
      description: '<p>ok</p><script>alert(1)</script>',
    });
    expect(benefit.refNumber).toBeGreaterThan(3);
    expect(benefit.ownerName).toBe('Ada Admin');
    expect(benefit.description).not.toContain('script');
    expect(benefit).toMatchObject({
      value: null,
      ragStatus: -1,
      progressStatus: 1,
      endDate: null,
      version: 1,
    });
    const history = await historyOf(benefit);
    expect(history).toEqual([expect.objectContaining({ action: 'create', field: 'benefit', version: 1 })]);
  });

  it('refuses an owner who is not a member, naming the field', async () => {
    const response = await call('createBenefit', { body: { name: `${run} x`, owner: 'not-a-member-id' } });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/^body\.owner/);
  });

  it('lists paged, sorted and filtered, and grid-data answers every matching row', async () => {
    for (const [suffix, value] of [
      ['a', 30],
      ['b', 10],
      ['c', 20],
    ] as const)
      await create({ name: `${run}-list-${suffix}`, value });
    const filters = encodeURIComponent(`name-sw-${run}-list`);
    const page = await call('listBenefits', { query: `page=1&pageSize=2&sorts=-value&filters=${filters}` });
    expect(page.status).toBe(200);
    const payload = page.json.payload as { items: Benefit[]; totalItems: number; totalPages: number };
    expect(payload.totalItems).toBe(3);
    expect(payload.totalPages).toBe(2);
    expect(payload.items.map((item) => item.value)).toEqual([30, 20]);
    const grid = await call('getBenefitsGridData', { query: `sorts=value&filters=${filters}` });
    expect((grid.json.payload as Benefit[]).map((item) => item.value)).toEqual([10, 20, 30]);
    const refused = await call('listBenefits', { query: 'sorts=notes' });
    expect(refused.status).toBe(400);
  });

  it('a grid edit commits the change, its history item and the version bump together', async () => {
    const benefit = await create({ name: `${run} edit me` });
    const response = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'value' },
      body: { number: 250, version: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.json.payload).toMatchObject({ value: 250, version: 2 });
    const [latest] = await historyOf(benefit);
    expect(latest).toMatchObject({ action: 'update', field: 'value', version: 2, userName: 'Ada Admin' });
  });

  it('a stale edit answers the one declared 409 shape (who, which field, when) and writes nothing', async () => {
    const benefit = await create({ name: `${run} contested` });
    await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'name' },
      body: { text: `${run} first`, version: 1 },
    });
    const historyBefore = await historyOf(benefit);
    const stale = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'type' },
      body: { text: 'Financial', version: 1 },
    });
    expect(stale.status).toBe(409);
    const conflict = staleVersionConflictSchema.parse(stale.json.payload);
    expect(conflict.latest).toMatchObject({ userId: f.userId('admin'), field: 'name', version: 2 });
    expect(conflict.latest?.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const after = (await call('getBenefit', { params: one(benefit) })).json.payload as Benefit;
    expect(after).toMatchObject({ type: '', version: 2, name: `${run} first` });
    expect(await historyOf(benefit)).toHaveLength(historyBefore.length);
    const staleForm = await call('updateBenefit', { params: one(benefit), body: { notes: 'x', version: 1 } });
    expect(staleForm.status).toBe(409);
    staleVersionConflictSchema.parse(staleForm.json.payload);
  });

  it('the form save writes one history item per changed field, all at the new version', async () => {
    const benefit = await create({ name: `${run} form`, type: 'People' });
    const response = await call('updateBenefit', {
      params: one(benefit),
      body: { name: `${run} form`, type: 'Financial', endDate: '2027-01-31', version: 1 },
    });
    expect(response.json.payload).toMatchObject({ type: 'Financial', endDate: '2027-01-31', version: 2 });
    const changes = (await historyOf(benefit)).filter((entry) => entry.action === 'update');
    expect(changes.map((entry) => entry.field).sort()).toEqual(['endDate', 'type']);
    expect(changes.every((entry) => entry.version === 2)).toBe(true);
  });

  it('checks the field name, the payload by the field’s kind, and clears a clearable field', async () => {
    const benefit = await create({ name: `${run} fields`, value: 5, measurmentDate: '2026-10-01' });
    const unknown = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'refNumber' },
      body: { number: 3, version: 1 },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.json.payload as { field: string }).field).toBe('params.fieldName');
    const badRag = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'ragStatus' },
      body: { number: 9, version: 1 },
    });
    expect(badRag.status).toBe(400);
    expect((badRag.json.payload as { field: string }).field).toBe('body.number');
    const noPayload = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'value' },
      body: { text: 'x', version: 1 },
    });
    expect((noPayload.json.payload as { field: string }).field).toBe('body.number');
    const notMember = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'owner' },
      body: { id: 'not-a-member-id', version: 1 },
    });
    expect((notMember.json.payload as { field: string }).field).toBe('body.id');
    const emptyName = await call('updateBenefitField', {
      params: { ...one(benefit), fieldName: 'name' },
      body: { text: '', version: 1 },
    });
    expect(emptyName.status).toBe(400);
    const cleared = await call('clearBenefitField', {
      params: { ...one(benefit), fieldPath: 'measurmentDate' },
      query: 'version=1',
    });
    expect(cleared.json.payload).toMatchObject({ measurmentDate: null, version: 2 });
    const notClearable = await call('clearBenefitField', {
      params: { ...one(benefit), fieldPath: 'name' },
      query: 'version=2',
    });
    expect((notClearable.json.payload as { field: string }).field).toBe('params.fieldPath');
  });

  it('keeps comments per benefit, newest first, counting notes without a version bump', async () => {
    const benefit = await create({ name: `${run} discussed` });
    for (const comment of ['First thought', 'Second thought'])
      expect((await call('addBenefitComment', { params: one(benefit), body: { comment } })).status).toBe(201);
    const comments = (await call('listBenefitComments', { params: one(benefit), as: 'reader' })).json
      .payload as { comment: string; entityType: string; createdByName: string }[];
    expect(comments.map((comment) => comment.comment)).toEqual(['Second thought', 'First thought']);
    expect(comments[0]).toMatchObject({ entityType: 'benefit', createdByName: 'Ada Admin' });
    const after = (await call('getBenefit', { params: one(benefit) })).json.payload as Benefit;
    expect(after).toMatchObject({ noteCount: 2, version: 1 });
  });

  it('duplicates with new ids and ref numbers, and delete-range soft-deletes out of the lists', async () => {
    const source = await create({ name: `${run}-dup`, value: 7, owner: f.userId('admin') });
    const copies = (await call('duplicateBenefits', { body: { benefitIds: [source.id] } })).json
      .payload as Benefit[];
    expect(copies).toHaveLength(1);
    // Named a copy (issue 28 item 8; was the original's name).
    expect(copies[0]).toMatchObject({
      name: `${run}-dup (copy)`,
      value: 7,
      ownerName: 'Ada Admin',
      version: 1,
    });
    expect(copies[0]!.id).not.toBe(source.id);
    expect(copies[0]!.refNumber).toBeGreaterThan(source.refNumber);
    const countBefore = (await call('getBenefitsTotalCount')).json.payload as { totalCount: number };
    const deleted = await call('deleteBenefitRange', { body: { benefitIds: [source.id, copies[0]!.id] } });
    expect(deleted.json.payload).toEqual({ updated: [source.id, copies[0]!.id], skipped: [] });
    const countAfter = (await call('getBenefitsTotalCount')).json.payload as { totalCount: number };
    expect(countAfter.totalCount).toBe(countBefore.totalCount - 2);
    const filters = encodeURIComponent(`name-eq-${run}-dup`);
    const active = (await call('listBenefits', { query: `filters=${filters}` })).json.payload as {
      totalItems: number;
    };
    expect(active.totalItems).toBe(0);
    const gone = (await call('getBenefit', { params: one(source) })).json.payload as Benefit;
    expect(gone.lifecycleStatus).toBe('deleted');
    expect((await historyOf(source))[0]).toMatchObject({ action: 'delete', field: 'lifecycleStatus' });
    const again = await call('deleteBenefitRange', { body: { benefitIds: [source.id] } });
    expect(again.status).toBe(404);
  });

  it('bulk-updates several benefits, one versioned change each, skipping those already set', async () => {
    const first = await create({ name: `${run}-bulk-1`, ragStatus: 3 });
    const second = await create({ name: `${run}-bulk-2`, ragStatus: 1 });
    const response = await call('bulkUpdateBenefits', {
      body: { benefitIds: [first.id, second.id], ragStatus: 3, owner: f.userId('admin') },
    });
    expect(response.status).toBe(200);
    expect(response.json.payload).toEqual({ updated: [first.id, second.id], skipped: [] });
    const again = await call('bulkUpdateBenefits', { body: { benefitIds: [first.id], ragStatus: 3 } });
    expect(again.json.payload).toEqual({
      updated: [],
      skipped: [{ id: first.id, reason: 'Already has these values' }],
    });
    const after = (await call('getBenefit', { params: one(second) })).json.payload as Benefit;
    expect(after).toMatchObject({ ragStatus: 3, ownerName: 'Ada Admin', version: 2 });
    const fields = (await historyOf(second)).filter((entry) => entry.action === 'update');
    expect(fields.map((entry) => entry.field).sort()).toEqual(['owner', 'ragStatus']);
    const nothing = await call('bulkUpdateBenefits', { body: { benefitIds: [first.id] } });
    expect(nothing.status).toBe(400);
  });

  it('summarises RAG of open active benefits, completed on their own', async () => {
    const before = (await call('getBenefitsSummary', { as: 'reader' })).json.payload as Record<
      string,
      number
    >;
    await create({ name: `${run}-sum-red`, ragStatus: 1 });
    await create({ name: `${run}-sum-done`, ragStatus: 1, progressStatus: 3 });
    const after = (await call('getBenefitsSummary', { as: 'reader' })).json.payload as Record<string, number>;
    expect(after.red! - before.red!).toBe(1);
    expect(after.completed! - before.completed!).toBe(1);
    expect(after.total! - before.total!).toBe(2);
  });

  it('imports: every row checked first and all problems answered together; then creates and replaces', async () => {
    const existing = await create({ name: `${run}-upload-old`, value: 1 });
    const bad = await call('createBenefitsFromUpload', {
      body: {
        newBenefits: [{ name: `${run}-upload-new` }, { name: '', value: 'lots' }],
        benefitsToReplace: [{ id: existing.id, owner: 'not-a-member-id' }],
      },
    });
    expect(bad.status).toBe(400);
    const rows = (bad.json.payload as { rows: { list: string; row: number; field: string }[] }).rows;
    expect(rows.map(({ list, row, field }) => `${list}.${row}.${field}`).sort()).toEqual([
      'benefitsToReplace.0.owner',
      'newBenefits.1.name',
      'newBenefits.1.value',
    ]);
    const filters = encodeURIComponent(`name-sw-${run}-upload`);
    const untouched = (await call('listBenefits', { query: `filters=${filters}` })).json.payload as {
      totalItems: number;
    };
    expect(untouched.totalItems).toBe(1);
    const good = await call('createBenefitsFromUpload', {
      body: {
        newBenefits: [{ name: `${run}-upload-new`, ragStatus: 2 }],
        benefitsToReplace: [{ id: existing.id, value: 99 }],
      },
    });
    expect(good.status).toBe(200);
    expect(good.json.payload).toMatchObject({ created: 1, replaced: 1 });
    const after = (await call('getBenefit', { params: one(existing) })).json.payload as Benefit;
    expect(after).toMatchObject({ value: 99, name: `${run}-upload-old`, version: 2 });
    const listed = (await call('listBenefits', { query: `filters=${filters}` })).json.payload as {
      totalItems: number;
    };
    expect(listed.totalItems).toBe(2);
  });

  it('exports the chosen columns in order as .xlsx, RAG and progress as labels', async () => {
    await create({ name: `${run}-export`, ragStatus: 1, progressStatus: 2 });
    const response = await call('exportBenefits', {
      as: 'reader',
      query: `columns=name,refNumber,ragStatus,progressStatus&filters=${encodeURIComponent(`name-eq-${run}-export`)}`,
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(response.raw));
    const shared = [...strFromU8(files['xl/sharedStrings.xml']!).matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(
      (match) => match[1],
    );
    expect(shared.slice(0, 4)).toEqual(['Benefit', 'Ref', 'RAG', 'Progress']);
    expect(shared).toEqual(expect.arrayContaining([`${run}-export`, 'Red', 'In progress']));
  });

  it('finds a benefit only in its own project (another project’s id is not found)', async () => {
    const benefit = await create({ name: `${run} mine` });
    const response = await call('getBenefit', {
      params: { projectId: f.ungrantedProjectId, ...one(benefit) },
    });
    expect(response.status).toBe(404);
  });

  it('is one entity: GET /benefits is its paged list, and a project copy carries the active benefits', async () => {
    const as = { headers: await bearer('admin' as never) };
    const projects = `/api/v1/organisations/${f.organisationId}/projects`;
    const made = await api('POST', projects, { ...as, body: JSON.stringify({ name: `${run} source` }) });
    expect(made.status, made.json.message).toBe(201);
    const projectId = (made.json.payload as { id: string }).id;
    const inSource = { projectId };
    const add = async (body: Record<string, unknown>) => {
      const response = await call('createBenefit', { params: inSource, body });
      expect(response.status, response.json.message).toBe(201);
      return response.json.payload as Benefit;
    };
    const first = await add({ name: `${run}-first`, value: 7 });
    const gone = await add({ name: `${run}-deleted` });
    await add({ name: `${run}-third`, ragStatus: 1 });
    expect((await call('deleteBenefit', { params: { ...inSource, ...one(gone) } })).status).toBe(200);
    expect(buildPath(benefits.endpoints.listBenefits.path, { ...projectParams, projectId })).toMatch(
      new RegExp(`/organisations/${f.organisationId}/projects/${projectId}/benefits$`),
    );

    const copied = await api('POST', `${projects}/${projectId}/copy`, {
      ...as,
      body: JSON.stringify({ name: `${run} copy`, copy: ['benefits'] }),
    });
    expect(copied.status, copied.json.message).toBe(201);
    const copy = copied.json.payload as { id: string; copied: { kind: string; count: number }[] };
    expect(copy.copied).toEqual([{ kind: 'benefits', count: 2 }]);
    const listed = await call('listBenefits', { params: { projectId: copy.id }, query: 'sorts=refNumber' });
    const items = (listed.json.payload as { items: Benefit[] }).items;
    expect(items.map((item) => [item.refNumber, item.name])).toEqual([
      [1, `${run}-first`],
      [2, `${run}-third`],
    ]);
    expect(items[0]).toMatchObject({ value: 7, version: 1 });
    expect(items[1]).toMatchObject({ ragStatus: 1 });
    expect(items[0]!.id).not.toBe(first.id);
  });
});
