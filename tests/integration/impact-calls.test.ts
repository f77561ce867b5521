import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '@tandem/shared/contract/endpoints';
import { api, type ApiResponse } from './api';
import { freshAction } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import { newPerson } from './stakeholder-fixtures';
import { quickWinTagId } from './action-fixtures';

type Item = { id: string; version: number; refNumber: number; name: string } & Record<string, unknown>;
const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
const run = `imc${Date.now().toString(36)}`;

async function call(
  id: EndpointId,
  options: { as?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = endpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const created = async (id: EndpointId, body: unknown, as = 'admin') => {
  const response = await call(id, { as, body });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as Item;
};

describe('the impacts calls beside the kit', () => {
  it('detailed: the impact with every linked family; impact-types with labels', async () => {
    const impact = await created('createImpact', { name: `${run} detailed`, impactTypes: [1, 3] });
    const onImpact = { impactId: impact.id };
    const action = await freshAction();
    const stakeholder = await created('createProjectStakeholder', { stakeholder: (await newPerson()).id });
    const audience = await created('createAudience', { name: `${run} audience` });
    await call('addImpactActions', { params: onImpact, body: { actionIds: [action.id] } });
    await call('addImpactProjectStakeholders', {
      params: onImpact,
      body: { projectStakeholderIds: [stakeholder.id] },
    });
    await call('addImpactAudiences', { params: onImpact, body: { audienceIds: [audience.id] } });
    const detailed = await call('getImpactDetailed', { as: 'reader', params: onImpact });
    expect(detailed.status, detailed.json.message).toBe(200);
    expect(detailed.json.payload).toMatchObject({
      id: impact.id,
      name: `${run} detailed`,
      actions: [expect.objectContaining({ id: action.id })],
      projectStakeholders: [expect.objectContaining({ id: stakeholder.id })],
      audiences: [expect.objectContaining({ id: audience.id })],
      impactGroups: [],
      projectProcesses: [],
      milestones: [],
    });
    const types = await call('getImpactImpactTypes', { params: onImpact });
    expect(types.json.payload).toEqual([
      { value: 1, label: 'People' },
      { value: 3, label: 'Technology' },
    ]);
    const missing = await call('getImpactDetailed', {
      params: { impactId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it('project-impact-creators names who created impacts; get-stakeholder-emails the linked people', async () => {
    const impact = await created('createImpact', { name: `${run} by contributor` }, 'contributor');
    const creators = await call('listProjectImpactCreators', { as: 'reader' });
    expect(creators.status, creators.json.message).toBe(200);
    expect(creators.json.payload).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: f.userId('contributor') })]),
    );
    // People new to the project (a project takes one person once).
    const [person, other] = [await newPerson(), await newPerson()];
    const [a, b] = [
      await created('createProjectStakeholder', { stakeholder: person.id }),
      await created('createProjectStakeholder', { stakeholder: other.id }),
    ];
    const second = await created('createImpact', { name: `${run} second` });
    await call('addImpactProjectStakeholders', {
      params: { impactId: impact.id },
      body: { projectStakeholderIds: [a.id] },
    });
    await call('addImpactProjectStakeholders', {
      params: { impactId: second.id },
      body: { projectStakeholderIds: [a.id, b.id] },
    });
    const emails = await call('getImpactStakeholderEmails', { query: `impactIds=${impact.id},${second.id}` });
    expect(emails.status, emails.json.message).toBe(200);
    const expected = [person.email, other.email].filter(Boolean).sort();
    expect(expected.length).toBe(2);
    expect(emails.json.payload).toEqual(expected);
    const bad = await call('getImpactStakeholderEmails', { query: 'impactIds=a,,b' });
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringContaining('query.impactIds')]);
  });

  it('grid-data?first=N answers the first active rows in ref order (the grid paints them first)', async () => {
    // The grid asks in ref order (`sorts=refNumber`), as the whole grid-data answers it.
    const all = await call('getImpactsGridData', { as: 'reader', query: 'sorts=refNumber' });
    const rows = all.json.payload as Item[];
    const first = await call('getImpactsGridData', { as: 'reader', query: 'first=3&sorts=refNumber' });
    expect(first.status, first.json.message).toBe(200);
    expect((first.json.payload as Item[]).map((item) => item.id)).toEqual(
      rows.slice(0, 3).map((item) => item.id),
    );
    expect((first.json.payload as Item[])[0]).toMatchObject({ refNumber: 1, impactLevel: 8 });
    const newest = await call('getImpactsGridData', { query: 'first=2&sorts=-refNumber' });
    const byRefDesc = [...rows].sort((a, b) => b.refNumber - a.refNumber).slice(0, 2);
    expect((newest.json.payload as Item[]).map((item) => item.id)).toEqual(byRefDesc.map((item) => item.id));
    // Another order: the first rows of the sorted whole.
    const sorted = await call('getImpactsGridData', { query: 'sorts=-impactLevel' });
    const sortedFirst = await call('getImpactsGridData', { query: 'first=2&sorts=-impactLevel' });
    expect(sortedFirst.json.payload).toEqual((sorted.json.payload as Item[]).slice(0, 2));
    for (const bad of ['0', '501', '1.5'])
      expect((await call('getImpactsGridData', { query: `first=${bad}` })).json.message).toContain(
        'query.first',
      );
  });

  it('the first rows and the detail carry each impact its own tags (the kind range of the associations)', async () => {
    const tagged = await created('createImpact', { name: `${run} tagged` });
    const plain = await created('createImpact', { name: `${run} plain` });
    const onTagged = { impactId: tagged.id };
    const added = await call('addImpactTag', { params: onTagged, body: { tagId: quickWinTagId } });
    expect(added.status, added.json.message).toBe(200);
    // Another kind's association in the same project must not show on an impact.
    const action = await freshAction();
    const actionTagged = await call('addActionTags', {
      body: { actionIds: [action.id], tagIds: [quickWinTagId] },
    });
    expect(actionTagged.status, actionTagged.json.message).toBe(200);
    const tagIdsOf = (rows: Item[], id: string) =>
      (rows.find((row) => row.id === id)?.tags as { id: string }[] | undefined)?.map((tag) => tag.id);
    // The newest rows (other test files may add impacts meanwhile: both are among the newest 500).
    const first = (await call('getImpactsGridData', { query: 'first=500&sorts=-refNumber' })).json
      .payload as Item[];
    expect(tagIdsOf(first, tagged.id)).toEqual([quickWinTagId]);
    expect(tagIdsOf(first, plain.id)).toEqual([]);
    const detail = await call('getImpact', { params: onTagged });
    expect(tagIdsOf([detail.json.payload as Item], tagged.id)).toEqual([quickWinTagId]);
    const removed = await call('removeImpactTag', { params: { ...onTagged, tagId: quickWinTagId } });
    expect(removed.json.payload).toEqual([]);
  });
});
