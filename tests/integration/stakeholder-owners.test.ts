import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoActionId } from '@tandem/infra/local/src/seed/action-seed';
import { demoProjectStakeholderOf } from '@tandem/infra/local/src/seed/stakeholder-seed';
import { callAction, freshAction, seededStakeholderId } from './action-fixtures';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import { newPerson } from './stakeholder-fixtures';

// Issue 13: the actions' project-stakeholder-owner calls against the kit's project stakeholders.
type Owner = { id: string; name: string; email: string; stakeholderId: string };
const payload = <T>(response: ApiResponse) => response.json.payload as T;
const fieldOf = (response: ApiResponse) => (response.json.payload as { field?: string } | null)?.field;

async function deleteProjectStakeholder(id: string) {
  const endpoint = projectStakeholders.endpoints.deleteProjectStakeholder;
  const path = buildPath(endpoint.path, { ...params, projectStakeholderId: id });
  return api('DELETE', path, { headers: await bearer('admin') });
}
async function createProjectStakeholder(stakeholder: string) {
  const endpoint = projectStakeholders.endpoints.createProjectStakeholder;
  return api('POST', buildPath(endpoint.path, params), {
    headers: await bearer('admin'),
    body: JSON.stringify({ stakeholder }),
  });
}
const params = { organisationId: f.organisationId, projectId: f.projectId };

describe('action owners are the project’s stakeholders', () => {
  it('lists owners with their person’s name and e-mail, and the actions a stakeholder owns', async () => {
    const action = await freshAction({ name: 'Owned twice' });
    const grace = demoProjectStakeholderOf('a', f.projectId, 'Grace Okafor');
    const added = await callAction('addActionStakeholderOwners', {
      body: { actionIds: [action.id], projectStakeholderIds: [seededStakeholderId, grace] },
    });
    expect(payload<{ linked: number }>(added).linked).toBe(2);
    const owners = payload<Owner[]>(
      await callAction('listActionStakeholderOwners', { params: { actionId: action.id } }),
    );
    expect(owners.map(({ id, name, email }) => [id, name, email])).toEqual([
      [grace, 'Grace Okafor', 'grace.okafor@northwind.example'],
      [seededStakeholderId, 'Priya Shah', 'priya.shah@northwind.example'],
    ]);
    const others = payload<Owner[]>(
      await callAction('listUnassignedStakeholderOwnersOfAction', { params: { actionId: action.id } }),
    );
    expect(others.map((owner) => owner.id)).not.toContain(grace);
    expect(others.length).toBeGreaterThan(0);
    const unowned = payload<{ id: string }[]>(
      await callAction('listActionsUnassignedToStakeholderOwner', {
        params: { projectStakeholderId: grace },
      }),
    );
    expect(unowned.map((item) => item.id)).not.toContain(action.id);
  });

  it('shows the seeded owners of the demo actions', async () => {
    const owners = payload<Owner[]>(
      await callAction('listActionStakeholderOwners', { params: { actionId: demoActionId(f.projectId, 3) } }),
    );
    expect(owners.map((owner) => owner.id).sort()).toEqual(
      [1, 2].map((ref) => demoEntityItemId('projectStakeholder', f.projectId, ref)).sort(),
    );
  });

  it('refuses a stakeholder of another project or a made-up one, naming the field', async () => {
    const action = await freshAction();
    for (const id of [
      demoEntityItemId('projectStakeholder', f.ungrantedProjectId, 1),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await callAction('addActionStakeholderOwners', {
        body: { actionIds: [action.id], projectStakeholderIds: [id] },
      });
      expect(response.status).toBe(404);
      expect(response.json.message).toContain('body.projectStakeholderIds');
    }
    const bad = await callAction('addActionStakeholderOwners', {
      body: { actionIds: [action.id], projectStakeholderIds: ['not an id'] },
    });
    expect([bad.status, fieldOf(bad)]).toEqual([400, 'body.projectStakeholderIds.0']);
    const foreign = await callAction('listActionsOfStakeholderOwner', {
      params: { projectStakeholderId: demoEntityItemId('projectStakeholder', f.ungrantedProjectId, 1) },
    });
    expect(foreign.status).toBe(404);
  });

  it('drops a deleted stakeholder from the owners and e-mails, and refuses it as a new owner', async () => {
    const person = await newPerson();
    const created = await createProjectStakeholder(person.id);
    expect(created.status, created.json.message).toBe(201);
    const stakeholder = payload<{ id: string }>(created);
    const action = await freshAction();
    await callAction('addActionStakeholderOwners', {
      body: { actionIds: [action.id], projectStakeholderIds: [stakeholder.id] },
    });
    const emails = await callAction('getActionStakeholderEmails', { query: `actionIds=${action.id}` });
    expect(payload<string[]>(emails)).toEqual([person.email]);
    expect((await deleteProjectStakeholder(stakeholder.id)).status).toBe(200);
    const after = await callAction('getActionStakeholderEmails', { query: `actionIds=${action.id}` });
    expect(payload<string[]>(after)).toEqual([]);
    const owners = await callAction('listActionStakeholderOwners', { params: { actionId: action.id } });
    expect(payload<Owner[]>(owners)).toEqual([]);
    const again = await callAction('addActionStakeholderOwners', {
      body: { actionIds: [action.id], projectStakeholderIds: [stakeholder.id] },
    });
    expect(again.status).toBe(404);
  });
});

describe('issue 28 item 22: a stakeholder’s owned actions are read by key, not by reading every action', () => {
  it('lists owned actions (deleted ones left out) with no read of the project’s action list', async () => {
    const { dynamoDb } = await import('@tandem/functions/data/client');
    const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');
    const { actionsOfStakeholderOwner } = await import('@tandem/functions/groups/actions/relations');
    const person = await newPerson(`owned ${Date.now()}`);
    const stakeholder = payload<{ id: string }>(await createProjectStakeholder(person.id)).id;
    const [kept, gone] = [
      await freshAction({ name: 'Owned kept' }),
      await freshAction({ name: 'Owned gone' }),
    ];
    await callAction('addActionStakeholderOwners', {
      body: { actionIds: [kept.id, gone.id], projectStakeholderIds: [stakeholder] },
    });
    await callAction('deleteAction', { params: { actionId: gone.id } });
    const counter = new DynamoDbCallCounter(dynamoDb);
    counter.active = true;
    let owned: { id: string }[];
    try {
      owned = (await actionsOfStakeholderOwner(params, stakeholder, true)) as { id: string }[];
    } finally {
      counter.active = false;
    }
    expect(owned.map((action) => action.id)).toEqual([kept.id]);
    const calls = counter.perRequest(1);
    // One Query: the stakeholder's links. The action list's ref segments would be more Queries.
    expect(calls.Query).toBe(1);
    const listed = payload<{ id: string }[]>(
      await callAction('listActionsOfStakeholderOwner', {
        as: 'reader',
        params: { projectStakeholderId: stakeholder },
      }),
    );
    expect(listed.map((action) => action.id)).toEqual([kept.id]);
  });
});
