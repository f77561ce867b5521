import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { api, type ApiResponse } from './api';
import { callAction, freshAction } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type ImpactCallId = keyof typeof impactEndpoints;
type Item = { id: string; version: number; refNumber: number; name: string } & Record<string, unknown>;
const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
const run = `imp${Date.now().toString(36)}`;

async function call(
  id: ImpactCallId,
  options: { as?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = impactEndpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function createImpact(body: Record<string, unknown>): Promise<Item> {
  const response = await call('createImpact', { body: { name: `${run} impact`, ...body } });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as Item;
}
const one = (impact: { id: string }) => ({ impactId: impact.id });
const get = async (impact: { id: string }) =>
  (await call('getImpact', { params: one(impact) })).json.payload as Item;
const historyOf = async (impact: { id: string }) =>
  (await call('getImpactHistory', { params: one(impact) })).json.payload as { field: string | null }[];

describe('impacts on the project-entity kit', () => {
  it('stores level, confidence (-1 none), types and people impacted as declared; refuses out-of-scale values naming the field', async () => {
    const impact = await createImpact({ impactLevel: 8, impactTypes: [1, 3], startDate: '2026-07-01' });
    expect(impact).toMatchObject({ impactLevel: 8, mitigationConfidence: -1, impactTypes: [1, 3] });
    expect(impact).toMatchObject({ reviewedBy: null, nextReviewDue: null });
    for (const [body, field] of [
      [{ impactLevel: 11 }, 'body.impactLevel'],
      [{ impactLevel: 0 }, 'body.impactLevel'],
      [{ mitigationConfidence: -2 }, 'body.mitigationConfidence'],
      [{ impactTypes: [4] }, 'body.impactTypes.0'],
      [{ impactTypes: [1, 1] }, 'body.impactTypes'],
    ] as const) {
      const response = await call('createImpact', { body: { name: 'x', ...body } });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain(field);
    }
  });

  it('reads impact types in an uploaded sheet by label or number, and reports an unknown one', async () => {
    const good = await call('createImpactsFromUpload', {
      body: {
        newImpacts: [{ name: `${run} upload`, impactTypes: 'People, technology' }],
        impactsToReplace: [],
      },
    });
    expect(good.status, good.json.message).toBe(200);
    const [id] = (good.json.payload as { ids: string[] }).ids;
    expect((await get({ id: id! })).impactTypes).toEqual([1, 3]);
    const bad = await call('createImpactsFromUpload', {
      body: { newImpacts: [{ name: 'x', impactTypes: 'People, Weather' }], impactsToReplace: [] },
    });
    expect(bad.status).toBe(400);
    const rows = (bad.json.payload as { rows: { list: string; row: number; field: string }[] }).rows;
    expect(rows[0]).toMatchObject({ list: 'newImpacts', row: 0, field: 'impactTypes' });
  });

  it('exports impact types by label, as an upload reads them back', async () => {
    await createImpact({ name: `${run}-export`, impactTypes: [1, 3] });
    const response = await call('exportImpacts', {
      as: 'reader',
      query: `columns=name,impactTypes&filters=${encodeURIComponent(`name-eq-${run}-export`)}`,
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(response.raw));
    const shared = [...strFromU8(files['xl/sharedStrings.xml']!).matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(
      (match) => match[1],
    );
    expect(shared).toEqual(expect.arrayContaining(['Impact types', `${run}-export`, 'People, Technology']));
  });

  it('bulk update takes short levels and saves them long: low 1, medium 5, high 10', async () => {
    const items = await Promise.all([createImpact({}), createImpact({}), createImpact({})]);
    for (const [short, long] of [
      [1, 1],
      [2, 5],
      [3, 10],
    ] as const) {
      const response = await call('bulkUpdateImpacts', {
        body: { impactIds: items.map((item) => item.id), impactLevel: short },
      });
      expect(response.status, response.json.message).toBe(200);
      for (const item of items) expect((await get(item)).impactLevel).toBe(long);
    }
    const bad = await call('bulkUpdateImpacts', { body: { impactIds: [items[0]!.id], impactLevel: 7 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('body.impactLevel');
  });

  it('bulk update takes the level on its 1-10 scale too, as every other form (issue 28 item 9)', async () => {
    const items = await Promise.all([createImpact({}), createImpact({})]);
    const ids = items.map((item) => item.id);
    for (const level of [7, 2, -1]) {
      const response = await call('bulkUpdateImpacts', { body: { impactIds: ids, impactLevelScale: level } });
      expect(response.status, response.json.message).toBe(200);
      for (const item of items) expect((await get(item)).impactLevel).toBe(level);
    }
    for (const body of [
      { impactIds: ids, impactLevelScale: 11 },
      { impactIds: ids, impactLevelScale: 0 },
      { impactIds: ids, impactLevelScale: 5, impactLevel: 2 },
    ]) {
      const refused = await call('bulkUpdateImpacts', { body });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toContain('body.impactLevelScale');
    }
  });

  it('reviews a range with a comment: reviewer, reviewed today, next review due in 42 days, comment and history on each', async () => {
    const items = await Promise.all([createImpact({}), createImpact({}), createImpact({})]);
    const response = await call('reviewImpactRange', {
      as: 'contributor',
      body: { impactIds: items.map((item) => item.id), comment: 'Reviewed at the board' },
    });
    expect(response.status, response.json.message).toBe(200);
    expect((response.json.payload as { updated: string[] }).updated).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    const due = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
    for (const item of items) {
      const reviewed = await get(item);
      expect(reviewed).toMatchObject({
        reviewedBy: f.userId('contributor'),
        reviewedOn: today,
        nextReviewDue: due,
        noteCount: 1,
        version: 2,
      });
      expect(reviewed.reviewedByName).toBeTruthy();
      const comments = (await call('listImpactComments', { params: one(item) })).json.payload;
      expect(comments).toEqual([expect.objectContaining({ comment: 'Reviewed at the board' })]);
      expect((await historyOf(item)).map((entry) => entry.field)).toEqual(
        expect.arrayContaining(['reviewedBy', 'reviewedOn', 'nextReviewDue']),
      );
    }
    const reader = await call('reviewImpactRange', {
      as: 'reader',
      body: { impactIds: [items[0]!.id], comment: 'x' },
    });
    expect(reader.status).toBe(403);
  });

  it('links actions on both sides in one write, and unlinks from either side', async () => {
    const impact = await createImpact({});
    const [a, b] = await Promise.all([freshAction(), freshAction()]);
    const added = await call('addImpactActions', { params: one(impact), body: { actionIds: [a.id, b.id] } });
    expect(added.status, added.json.message).toBe(200);
    expect((added.json.payload as Item[]).map((item) => item.id).sort()).toEqual([a.id, b.id].sort());
    for (const action of [a, b]) {
      const assigned = await call('listActionImpacts', { params: { actionId: action.id } });
      expect(assigned.json.payload).toEqual([expect.objectContaining({ id: impact.id, impactLevel: -1 })]);
      const unassigned = await call('listActionUnassignedImpacts', { params: { actionId: action.id } });
      expect((unassigned.json.payload as Item[]).some((item) => item.id === impact.id)).toBe(false);
    }
    const removed = await call('removeActionImpact', { params: { actionId: a.id, impactId: impact.id } });
    expect(removed.status).toBe(200);
    const left = await call('listImpactActions', { params: one(impact) });
    expect((left.json.payload as Item[]).map((item) => item.id)).toEqual([b.id]);
    const missing = await call('addImpactActions', {
      params: one(impact),
      body: { actionIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toContain('body.actionIds');
    const replaced = await call('setImpactActions', { params: one(impact), body: { actionIds: [a.id] } });
    expect((replaced.json.payload as Item[]).map((item) => item.id)).toEqual([a.id]);
    expect((await call('listActionImpacts', { params: { actionId: b.id } })).json.payload).toEqual([]);
  });

  it('shifts its dates by N days and, with shiftActions, its actions dates too, history on each moved item', async () => {
    const impact = await createImpact({ startDate: '2026-07-01', endDate: '2026-07-31' });
    const action = await freshAction();
    type Dated = { endDate: string; version: number };
    const before = (await callAction('getAction', { params: { actionId: action.id } })).json.payload as Dated;
    await call('addImpactActions', { params: one(impact), body: { actionIds: [action.id] } });
    const response = await call('shiftImpactDates', {
      as: 'contributor',
      params: one(impact),
      body: { days: 7, shiftActions: true },
    });
    expect(response.status, response.json.message).toBe(200);
    expect(response.json.payload).toEqual({ days: 7, moved: [{ type: 'action', id: action.id }] });
    expect(await get(impact)).toMatchObject({ startDate: '2026-07-08', endDate: '2026-08-07', version: 2 });
    const after = (await callAction('getAction', { params: { actionId: action.id } })).json.payload as Dated;
    const plus7 = (date: string) =>
      new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(after.endDate.slice(0, 10)).toBe(plus7(before.endDate));
    expect(after.version).toBe(before.version + 1);
    const actionHistory = (await callAction('getActionHistory', { params: { actionId: action.id } })).json
      .payload as { field: string | null }[];
    expect(actionHistory.map((entry) => entry.field)).toContain('endDate');
    const only = await call('shiftImpactDates', { params: one(impact), body: { days: -7 } });
    expect((only.json.payload as { moved: unknown[] }).moved).toEqual([]);
    expect(await get(impact)).toMatchObject({ startDate: '2026-07-01', endDate: '2026-07-31' });
    const bad = await call('shiftImpactDates', { params: one(impact), body: { days: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('body.days');
  });

  it('filters the list by level, owner (contains) and progress, as the list page query does', async () => {
    const impact = await createImpact({ impactLevel: 9, progressStatus: 2, owner: f.userId('admin') });
    const filters = 'impactLevel-eq-9,progressStatus-eq-2,owner-ct-ada';
    const response = await call('listImpacts', { query: `page=1&pageSize=100&filters=${filters}` });
    expect(response.status, response.json.message).toBe(200);
    const items = (response.json.payload as { items: Item[] }).items;
    expect(items.some((item) => item.id === impact.id)).toBe(true);
    expect(items.every((item) => item.impactLevel === 9 && item.progressStatus === 2)).toBe(true);
  });

  it('groups impacts both ways: a group lists its impacts, an impact its groups', async () => {
    const impact = await createImpact({});
    const group = await call('createImpactGroup', { body: { name: `${run} group` } });
    expect(group.status, group.json.message).toBe(201);
    const groupId = (group.json.payload as Item).id;
    await call('addImpactGroupImpacts', {
      params: { impactGroupId: groupId },
      body: { impactIds: [impact.id] },
    });
    const groups = await call('listImpactImpactGroups', { params: one(impact) });
    expect(groups.json.payload).toEqual([expect.objectContaining({ id: groupId })]);
    const seeded = await call('listImpactGroupImpacts', {
      params: { impactGroupId: demoEntityItemId('impactGroup', f.projectId, 1) },
    });
    expect((seeded.json.payload as Item[]).map((item) => item.refNumber)).toEqual([1, 3, 5]);
  });
});
