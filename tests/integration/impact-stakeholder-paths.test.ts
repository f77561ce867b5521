import { describe, expect, it } from 'vitest';
import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type { ApiResponse } from './api';
import { projectCall, projectCreated } from './project-calls';
import { newPerson } from './stakeholder-fixtures';

type Item = { id: string; version: number };
const run = `isp${Date.now().toString(36)}`;

const call = projectCall;
const created = (id: EndpointId, body: unknown) => projectCreated<Item>(id, body);
const idsOf = (response: ApiResponse) => (response.json.payload as Item[]).map((item) => item.id).sort();

describe('spec §7: impacts {id}/project-stakeholders and projects {id}/stakeholders/impacts/{x}', () => {
  it('links project stakeholders to an impact from the project’s side; both impact paths list them', async () => {
    const impact = await created('createImpact', { name: `${run} impact` });
    const [a, b] = [
      await created('createProjectStakeholder', { stakeholder: (await newPerson()).id }),
      await created('createProjectStakeholder', { stakeholder: (await newPerson()).id }),
    ];
    const onImpact = { impactId: impact.id };
    const added = await call('addProjectStakeholdersToImpact', {
      as: 'contributor',
      params: onImpact,
      body: { projectStakeholderIds: [a.id, b.id] },
    });
    expect(added.status, added.json.message).toBe(200);
    expect(idsOf(added)).toEqual([a.id, b.id].sort());

    const alias = await call('listImpactProjectStakeholdersAlias', { as: 'reader', params: onImpact });
    const list = await call('listImpactProjectStakeholders', { as: 'reader', params: onImpact });
    expect(alias.status, alias.json.message).toBe(200);
    expect(alias.json.payload).toEqual(list.json.payload);
    expect(idsOf(alias)).toEqual([a.id, b.id].sort());
    // Both sides: the stakeholder lists the impact.
    const far = await call('listProjectStakeholderImpacts', { params: { projectStakeholderId: a.id } });
    expect(idsOf(far)).toEqual([impact.id]);
  });

  it('reader@ may not link (403); outsider@ sees neither path (404); unknown ids are 404 naming the field', async () => {
    const impact = await created('createImpact', { name: `${run} refused` });
    const stakeholder = await created('createProjectStakeholder', { stakeholder: (await newPerson()).id });
    const onImpact = { impactId: impact.id };
    const body = { projectStakeholderIds: [stakeholder.id] };
    expect(
      (await call('addProjectStakeholdersToImpact', { as: 'reader', params: onImpact, body })).status,
    ).toBe(403);
    expect(
      (await call('addProjectStakeholdersToImpact', { as: 'outsider', params: onImpact, body })).status,
    ).toBe(404);
    expect(
      (await call('listImpactProjectStakeholdersAlias', { as: 'outsider', params: onImpact })).status,
    ).toBe(404);
    const missing = await call('addProjectStakeholdersToImpact', {
      params: onImpact,
      body: { projectStakeholderIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toContain('body.projectStakeholderIds');
    const bad = await call('addProjectStakeholdersToImpact', {
      params: onImpact,
      body: { projectStakeholderIds: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('projectStakeholderIds');
    // Nothing was linked by the refused calls.
    expect(idsOf(await call('listImpactProjectStakeholdersAlias', { params: onImpact }))).toEqual([]);
  });
});
