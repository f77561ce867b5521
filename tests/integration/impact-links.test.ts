import { describe, expect, it } from 'vitest';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type { ApiResponse } from './api';
import { freshAction } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { projectCall, projectCreated } from './project-calls';
import { newPerson } from './stakeholder-fixtures';

type Item = { id: string; version: number; refNumber: number; name: string } & Record<string, unknown>;
const run = `iml${Date.now().toString(36)}`;

const call = projectCall;
const created = (id: EndpointId, body: unknown) => projectCreated<Item>(id, body);
const ids = (response: ApiResponse) => (response.json.payload as Item[]).map((item) => item.id).sort();
// People new to the project (a project takes one person once), both of one name.
const linkedPersonName = `${run} linked`;

/** The far sides of the impact links served by the projects Lambda, each with a way to create one. */
const farSides = [
  {
    name: 'project stakeholder',
    listedName: `Test ${linkedPersonName}`,
    create: async () =>
      created('createProjectStakeholder', { stakeholder: (await newPerson(linkedPersonName)).id }),
    idParam: 'projectStakeholderId',
    idsKey: 'projectStakeholderIds',
    impactSide: {
      list: 'listImpactProjectStakeholders',
      add: 'addImpactProjectStakeholders',
      remove: 'removeImpactProjectStakeholder',
      unassigned: 'listImpactUnassignedProjectStakeholders',
    },
    farSide: {
      list: 'listProjectStakeholderImpacts',
      add: 'addProjectStakeholderImpacts',
      remove: 'removeProjectStakeholderImpact',
      unassigned: 'listProjectStakeholderUnassignedImpacts',
    },
  },
  {
    name: 'audience',
    listedName: `${run} audience`,
    create: () => created('createAudience', { name: `${run} audience` }),
    idParam: 'audienceId',
    idsKey: 'audienceIds',
    impactSide: {
      list: 'listImpactAudiences',
      add: 'addImpactAudiences',
      remove: 'removeImpactAudience',
      unassigned: 'listImpactUnassignedAudiences',
    },
    farSide: {
      list: 'listAudienceImpacts',
      add: 'addAudienceImpacts',
      remove: 'removeAudienceImpact',
      unassigned: 'listAudienceUnassignedImpacts',
    },
  },
  {
    name: 'project process',
    listedName: `${run} process`,
    create: () => created('createProjectProcess', { name: `${run} process` }),
    idParam: 'projectProcessId',
    idsKey: 'projectProcessIds',
    impactSide: {
      list: 'listImpactProjectProcesses',
      add: 'addImpactProjectProcesses',
      remove: 'removeImpactProjectProcess',
      unassigned: 'listImpactUnassignedProjectProcesses',
    },
    farSide: {
      list: 'listProjectProcessImpacts',
      add: 'addProjectProcessImpacts',
      remove: 'removeProjectProcessImpact',
      unassigned: 'listProjectProcessUnassignedImpacts',
    },
  },
] as const;

describe('impact links whose far side is served by the projects Lambda', () => {
  it.each(farSides)(
    'impact ↔ $name: linked from either side, both sides list it, unassigned leaves it out, unlinked from the far side',
    async (side) => {
      const impact = await created('createImpact', { name: `${run} impact`, impactLevel: 8 });
      const [a, b] = [await side.create(), await side.create()];
      const onImpact = { impactId: impact.id };
      const added = await call(side.impactSide.add, { params: onImpact, body: { [side.idsKey]: [a.id] } });
      expect(added.status, added.json.message).toBe(200);
      expect(ids(added)).toEqual([a.id]);
      // The far side's add writes the same pair items (one transaction, both directions).
      const fromFar = await call(side.farSide.add, {
        params: { [side.idParam]: b.id },
        body: { impactIds: [impact.id] },
      });
      expect(fromFar.status, fromFar.json.message).toBe(200);
      const both = await call(side.impactSide.list, { params: onImpact });
      expect(ids(both)).toEqual([a.id, b.id].sort());
      // Each listed by the name people know it by (a project stakeholder: the person's name).
      expect((both.json.payload as Item[]).map((item) => item.name)).toEqual([
        side.listedName,
        side.listedName,
      ]);
      for (const item of [a, b]) {
        const listed = await call(side.farSide.list, { as: 'reader', params: { [side.idParam]: item.id } });
        expect(listed.json.payload).toEqual([expect.objectContaining({ id: impact.id, impactLevel: 8 })]);
        const free = await call(side.farSide.unassigned, { params: { [side.idParam]: item.id } });
        expect(ids(free)).not.toContain(impact.id);
      }
      const unassigned = await call(side.impactSide.unassigned, { params: onImpact });
      expect(ids(unassigned)).not.toContain(a.id);
      const removed = await call(side.farSide.remove, {
        params: { [side.idParam]: a.id, impactId: impact.id },
      });
      expect(removed.json.payload).toEqual([]);
      expect(ids(await call(side.impactSide.list, { params: onImpact }))).toEqual([b.id]);
      const refused = await call(side.impactSide.add, {
        as: 'reader',
        params: onImpact,
        body: { [side.idsKey]: [a.id] },
      });
      expect(refused.status).toBe(403);
      const missing = await call(side.farSide.add, {
        params: { [side.idParam]: a.id },
        body: { impactIds: ['00000000-0000-4000-8000-000000000000'] },
      });
      expect([missing.status, missing.json.message]).toEqual([
        404,
        expect.stringContaining('body.impactIds'),
      ]);
    },
  );

  it('adds actions, processes and impact groups to many impacts at once, and lists impacts with no group', async () => {
    const [one, two] = [
      await created('createImpact', { name: `${run} bulk 1` }),
      await created('createImpact', { name: `${run} bulk 2` }),
    ];
    const [a, b] = [await freshAction(), await freshAction()];
    const actions = await call('addBulkActionsToImpacts', {
      body: { impactIds: [one.id, two.id], actionIds: [a.id, b.id] },
    });
    expect(actions.status, actions.json.message).toBe(200);
    for (const impact of [one, two])
      expect(ids(await call('listImpactActions', { params: { impactId: impact.id } }))).toEqual(
        [a.id, b.id].sort(),
      );
    expect(ids(await call('listActionImpacts', { params: { actionId: a.id } }))).toEqual(
      [one.id, two.id].sort(),
    );
    const process = await created('createProjectProcess', { name: `${run} bulk process` });
    const processes = await call('addBulkProjectProcessesToImpacts', {
      body: { impactIds: [one.id, two.id], projectProcessIds: [process.id] },
    });
    expect(processes.status, processes.json.message).toBe(200);
    expect(
      ids(await call('listProjectProcessImpacts', { params: { projectProcessId: process.id } })),
    ).toEqual([one.id, two.id].sort());
    const withoutBefore = ids(await call('listImpactsWithoutImpactGroups'));
    expect(withoutBefore).toEqual(expect.arrayContaining([one.id, two.id]));
    const group = await created('createImpactGroup', { name: `${run} group` });
    const groups = await call('addBulkImpactGroupsToImpacts', {
      body: { impactIds: [one.id], impactGroups: [group.id] },
    });
    expect(groups.status, groups.json.message).toBe(200);
    expect(groups.json.payload).toEqual([{ id: one.id, linkedIds: [group.id] }]);
    const withoutAfter = ids(await call('listImpactsWithoutImpactGroups', { as: 'reader' }));
    expect(withoutAfter).toContain(two.id);
    expect(withoutAfter).not.toContain(one.id);
    const bad = await call('addBulkImpactGroupsToImpacts', {
      body: { impactIds: [one.id], impactGroupIds: [group.id] },
    });
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringContaining('body.impactGroupIds')]);
    const refused = await call('addBulkActionsToImpacts', {
      as: 'reader',
      body: { impactIds: [one.id], actionIds: [a.id] },
    });
    expect(refused.status).toBe(403);
  });

  it("impact ↔ milestone: an item of the project's milestones list, numbered by its place, linked both ways", async () => {
    const seededImpact = { impactId: demoEntityItemId('impact', f.projectId, 1) };
    const seeded = await call('listImpactMilestones', { as: 'reader', params: seededImpact });
    expect(seeded.json.payload).toEqual([
      expect.objectContaining({
        id: demoEntityItemId('milestone', f.projectId, 1),
        refNumber: 1,
        name: 'Pilot clinic goes live',
        deadline: '2026-08-01',
      }),
    ]);
    const impact = await created('createImpact', { name: `${run} milestone impact` });
    const milestoneId = demoEntityItemId('milestone', f.projectId, 2);
    const added = await call('addImpactMilestones', {
      params: { impactId: impact.id },
      body: { milestoneIds: [milestoneId] },
    });
    expect(added.status, added.json.message).toBe(200);
    expect(ids(await call('listMilestoneImpacts', { params: { milestoneId } }))).toContain(impact.id);
    expect(
      ids(await call('listImpactUnassignedMilestones', { params: { impactId: impact.id } })),
    ).not.toContain(milestoneId);
    await call('removeMilestoneImpact', { params: { milestoneId, impactId: impact.id } });
    expect(await call('listImpactMilestones', { params: { impactId: impact.id } })).toMatchObject({
      json: { payload: [] },
    });
    const unknown = await call('addImpactMilestones', {
      params: { impactId: impact.id },
      body: { milestoneIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect([unknown.status, unknown.json.message]).toEqual([
      404,
      expect.stringContaining('body.milestoneIds'),
    ]);
  });
});

describe('issue 28 item 17: a link is in the history of both its items', () => {
  type Entry = { action: string; field: string | null; oldValue: unknown; newValue: unknown };
  const historyOf = async (id: EndpointId, params: Record<string, string>) =>
    (await call(id, { as: 'reader', params })).json.payload as Entry[];
  const linkEntries = (entries: Entry[], field: string) =>
    entries
      .filter((entry) => entry.field === field)
      .map(({ action, oldValue, newValue }) => ({ action, oldValue, newValue }));

  it.each(farSides)(
    'impact ↔ $name: linked and unlinked, each side records the other by name',
    async (side) => {
      const impact = await created('createImpact', { name: `${run} history impact` });
      const far = await side.create();
      const field = {
        'project stakeholder': 'projectStakeholders',
        audience: 'audiences',
        'project process': 'projectProcesses',
      }[side.name];
      const farHistory = {
        'project stakeholder': 'getProjectStakeholderHistory',
        audience: 'getAudienceHistory',
        'project process': 'getProjectProcessHistory',
      }[side.name] as EndpointId;
      await call(side.impactSide.add, { params: { impactId: impact.id }, body: { [side.idsKey]: [far.id] } });
      await call(side.farSide.remove, { params: { [side.idParam]: far.id, impactId: impact.id } });
      const onImpact = await historyOf('getImpactHistory', { impactId: impact.id });
      expect(linkEntries(onImpact, field)).toEqual([
        { action: 'update', oldValue: side.listedName, newValue: null },
        { action: 'update', oldValue: null, newValue: side.listedName },
      ]);
      const onFar = await historyOf(farHistory, { [side.idParam]: far.id });
      expect(linkEntries(onFar, 'impacts')).toEqual([
        { action: 'update', oldValue: `${run} history impact`, newValue: null },
        { action: 'update', oldValue: null, newValue: `${run} history impact` },
      ]);
    },
  );

  it('impact ↔ action and impact ↔ impact group, bulk adds included', async () => {
    const impact = await created('createImpact', { name: `${run} history bulk` });
    const action = await freshAction();
    const group = await created('createImpactGroup', { name: `${run} history group` });
    await call('addBulkActionsToImpacts', { body: { impactIds: [impact.id], actionIds: [action.id] } });
    await call('addImpactImpactGroups', {
      params: { impactId: impact.id },
      body: { impactGroupIds: [group.id] },
    });
    const onImpact = await historyOf('getImpactHistory', { impactId: impact.id });
    expect(linkEntries(onImpact, 'actions')).toEqual([
      { action: 'update', oldValue: null, newValue: action.name },
    ]);
    expect(linkEntries(onImpact, 'impactGroups')).toEqual([
      { action: 'update', oldValue: null, newValue: `${run} history group` },
    ]);
    const onAction = await historyOf('getActionHistory', { actionId: action.id });
    expect(linkEntries(onAction, 'impacts')).toEqual([
      { action: 'update', oldValue: null, newValue: `${run} history bulk` },
    ]);
    const onGroup = await historyOf('getImpactGroupHistory', { impactGroupId: group.id });
    expect(linkEntries(onGroup, 'impacts')).toEqual([
      { action: 'update', oldValue: null, newValue: `${run} history bulk` },
    ]);
  });
});
