import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { coreDataEndpointId, coreDataEndpoints } from '@tandem/shared/core-data/contract';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { trainingEndpoints } from '@tandem/shared/training/contract';
import { demoItemsOf } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoProjects } from '@tandem/infra/local/src/seed/demo-data';
import { callAction, freshAction } from './action-fixtures';
import { api, type ApiResponse } from './api';
import { createItem, sampleBody } from './core-data-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

// Issue 37 item 3: deleting a core data item that something uses is refused unless merged.

const organisationId = f.organisationId;
type CoreDataUsageAnswer = { usageCount: number; uses: { label: string; count: number }[] };

async function remove(kind: CoreDataKind, itemId: string, mergeInto?: string): Promise<ApiResponse> {
  const endpoint = coreDataEndpoints[coreDataEndpointId(kind, 'delete')];
  const path = buildPath(endpoint.path, { organisationId, itemId });
  return api('DELETE', `${path}${mergeInto ? `?mergeInto=${mergeInto}` : ''}`, {
    headers: await bearer('admin'),
  });
}

async function usage(kind: CoreDataKind, itemId: string, user = 'admin') {
  const path = buildPath(coreDataEndpoints.getCoreDataUsage.path, { organisationId });
  return api('GET', `${path}?kind=${kind}&itemId=${itemId}`, { headers: await bearer(user) });
}

async function exists(kind: CoreDataKind, itemId: string) {
  const endpoint = coreDataEndpoints[coreDataEndpointId(kind, 'get')];
  const response = await api('GET', buildPath(endpoint.path, { organisationId, itemId }), {
    headers: await bearer('admin'),
  });
  return response.status === 200;
}

const readAction = async (id: string) =>
  (await callAction('getAction', { params: { actionId: id } })).json.payload as Record<string, unknown>;

describe('deleting a core data item in use', () => {
  it('an action type used by actions: counted, refused with 409 naming the uses, merged on request', async () => {
    const coaching = await createItem('actionType');
    const mentoring = await createItem('actionType');
    const first = await freshAction({ actionTypeId: coaching.id });
    const second = await freshAction({ actionTypeId: coaching.id });

    const counted = await usage('actionType', coaching.id);
    expect(counted.status).toBe(200);
    expect(counted.json.payload).toEqual({
      itemId: coaching.id,
      usageCount: 2,
      uses: [{ label: 'action', count: 2 }],
    });

    const refused = await remove('actionType', coaching.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `The action type “${coaching.name}” is used by 2 actions. Merge it into another action type instead, or keep it.`,
    );
    expect(await exists('actionType', coaching.id)).toBe(true);

    const self = await remove('actionType', coaching.id, coaching.id);
    expect(self.status).toBe(400);
    expect((self.json.payload as { field: string }).field).toBe('query.mergeInto');
    const otherKind = await remove('actionType', coaching.id, (await createItem('role')).id);
    expect(otherKind.status).toBe(400);

    const merged = await remove('actionType', coaching.id, mentoring.id);
    expect(merged.status).toBe(200);
    expect(merged.json.payload).toEqual({ id: coaching.id, moved: 2 });
    expect(await exists('actionType', coaching.id)).toBe(false);
    for (const action of [first, second]) {
      const after = await readAction(action.id);
      expect(after).toMatchObject({ actionTypeId: mentoring.id, actionType: mentoring.name });
      expect(after.version).toBe(action.version + 1);
    }
  });

  it('an unused item deletes as before; a business area used by an action and a place group by a location are refused', async () => {
    const unused = await createItem('actionType');
    expect((await usage('actionType', unused.id)).json.payload).toMatchObject({ usageCount: 0, uses: [] });
    expect((await remove('actionType', unused.id)).status).toBe(200);

    const area = await createItem('businessArea');
    await freshAction({ businessAreaIds: [area.id] });
    const refusedArea = await remove('businessArea', area.id);
    expect(refusedArea.status).toBe(409);
    expect(refusedArea.json.message).toContain('is used by 1 action.');

    const group = await createItem('placeGroup');
    const location = await createItem('location', { ...sampleBody.location(), placeGroupId: group.id });
    const refusedGroup = await remove('placeGroup', group.id);
    expect(refusedGroup.status).toBe(409);
    expect(refusedGroup.json.message).toContain('is used by 1 location.');
    const otherGroup = await createItem('placeGroup');
    expect((await remove('placeGroup', group.id, otherGroup.id)).json.payload).toEqual({
      id: group.id,
      moved: 1,
    });
    const locationPath = buildPath(coreDataEndpoints.getLocation.path, {
      organisationId,
      itemId: location.id,
    });
    const movedLocation = await api('GET', locationPath, { headers: await bearer('admin') });
    expect(movedLocation.json.payload).toMatchObject({ placeGroupId: otherGroup.id });
  });

  it('a training type used by a training module (project partitions) is counted and merged', async () => {
    const projectId = demoProjects.find((project) => project.name === 'Patient Portal')!.projectId;
    const train = async (id: keyof typeof trainingEndpoints, body: unknown) => {
      const endpoint = trainingEndpoints[id];
      const response = await api(endpoint.method, buildPath(endpoint.path, { organisationId, projectId }), {
        headers: await bearer('admin'),
        body: JSON.stringify(body),
      });
      return response.json.payload as { id: string };
    };
    const type = await createItem('trainingType');
    const into = await createItem('trainingType');
    const group = await train('createCourseGroup', { name: 'In-use group' });
    const course = await train('createCourse', { name: 'In-use course', courseGroupId: group.id });
    await train('createTrainingModule', {
      name: 'In-use module',
      courseId: course.id,
      progressStatus: ProgressStatus.IN_PROGRESS,
      trainingType: type.id,
    });
    expect((await usage('trainingType', type.id)).json.payload).toMatchObject({
      usageCount: 1,
      uses: [{ label: 'module', count: 1 }],
    });
    expect((await remove('trainingType', type.id)).status).toBe(409);
    expect((await remove('trainingType', type.id, into.id)).json.payload).toEqual({ id: type.id, moved: 1 });
    expect((await usage('trainingType', into.id)).json.payload).toMatchObject({ usageCount: 1 });
  });

  it('a person in projects (an indexed reference) is counted as project stakeholders and refused', async () => {
    const priya = demoItemsOf('a', 'stakeholder').find((item) => item.name === 'Priya Shah')!;
    const counted = (await usage('stakeholder', priya.id)).json.payload as CoreDataUsageAnswer;
    expect(counted.usageCount).toBeGreaterThan(0);
    expect(counted.uses.map((use) => use.label)).toContain('project stakeholder');
    const refused = await remove('stakeholder', priya.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(
      /^The organisation stakeholder “Priya Shah” is used by \d+ project stakeholders?/,
    );
  });

  it('the usage count needs the right to delete (owner) and a known item', async () => {
    const type = await createItem('actionType');
    expect((await usage('actionType', type.id, 'contributor')).status).toBe(403);
    expect((await usage('actionType', '00000000-0000-4000-8000-0000000000ff')).status).toBe(404);
  });
});

describe('a duplicate core data item is refused in words a person reads (issue 37 item 17)', () => {
  it('names the kind with its article and the value as typed; the field stays in the payload', async () => {
    const type = await createItem('actionType');
    const endpoint = coreDataEndpoints.createActionType;
    const response = await api('POST', buildPath(endpoint.path, { organisationId }), {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: ` ${type.name.toUpperCase()} ` }),
    });
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(
      `An action type called “${type.name.toUpperCase()}” already exists: choose another name.`,
    );
    expect((response.json.payload as { field: string }).field).toBe('body.name');
  });
});
