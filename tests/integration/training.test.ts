import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { trainingEndpoints } from '@tandem/shared/training/contract';
import { audiences } from '@tandem/shared/audiences/audience';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoProjects } from '@tandem/infra/local/src/seed/demo-data';
import type { LearningDashboard } from '@tandem/shared/training/learning-dashboard';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type Id = keyof typeof trainingEndpoints;
type Item = { id: string; version: number; refNumber: number; name: string } & Record<string, unknown>;
// A project no other test writes training to, so the dashboard's numbers are ours alone.
const projectId = demoProjects.find((project) => project.name === 'Patient Portal')!.projectId;
const projectParams = { organisationId: f.organisationId, projectId };
const run = `tr${Date.now().toString(36)}`;

async function call(
  id: Id,
  options: { params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = trainingEndpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
async function create(id: Id, body: Record<string, unknown>): Promise<Item> {
  const response = await call(id, { body });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as Item;
}
const fieldOf = (response: ApiResponse) => (response.json.payload as { field: string }).field;
const day = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('training plan: parents and children on the kit', () => {
  it('a child needs an existing parent of this project (400 naming the field), and lists filter by parent', async () => {
    const missing = await call('createCourse', {
      body: { name: `${run} orphan`, courseGroupId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(400);
    expect(fieldOf(missing)).toBe('body.courseGroupId');
    const noParent = await call('createCourse', { body: { name: `${run} orphan` } });
    expect(noParent.status).toBe(400);
    expect(fieldOf(noParent)).toBe('body.courseGroupId');

    // A course group of another project (Online Booking's seeded one) is not a parent here.
    const elsewhere = await call('createCourse', {
      body: { name: `${run} elsewhere`, courseGroupId: (await firstSeededGroup()).id },
    });
    expect(elsewhere.status).toBe(400);
    expect(fieldOf(elsewhere)).toBe('body.courseGroupId');

    const [groupA, groupB] = [
      await create('createCourseGroup', { name: `${run} A` }),
      await create('createCourseGroup', { name: `${run} B` }),
    ];
    const inA = await create('createCourse', { name: `${run} in A`, courseGroupId: groupA.id });
    await create('createCourse', { name: `${run} in B`, courseGroupId: groupB.id });
    const filters = encodeURIComponent(`courseGroupId-eq-${groupA.id}`);
    const listed = (await call('listCourses', { query: `page=1&pageSize=50&filters=${filters}` })).json
      .payload as { items: Item[]; totalCount: number };
    expect(listed.items.map((item) => item.id)).toEqual([inA.id]);
    expect(inA.courseGroupId).toBe(groupA.id);
    expect(inA.isSignedOff).toBe(false);

    // Moving to a deleted parent is refused too.
    const doomed = await create('createCourseGroup', { name: `${run} doomed` });
    expect((await call('deleteCourseGroup', { params: { courseGroupId: doomed.id } })).status).toBe(200);
    const move = await call('updateCourse', {
      params: { courseId: inA.id },
      body: { courseGroupId: doomed.id, version: inA.version },
    });
    expect(move.status).toBe(400);
    expect(fieldOf(move)).toBe('body.courseGroupId');
  });

  it('a parent with active children refuses deletion (409), and may go once they are gone', async () => {
    const group = await create('createCourseGroup', { name: `${run} parent` });
    const course = await create('createCourse', { name: `${run} child`, courseGroupId: group.id });
    const refused = await call('deleteCourseGroup', { params: { courseGroupId: group.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.payload).toMatchObject({ reason: 'has-children', children: 'course', count: 1 });
    const range = await call('deleteCourseGroupRange', { body: { courseGroupIds: [group.id] } });
    expect(range.status).toBe(409);
    expect((await call('deleteCourse', { params: { courseId: course.id } })).status).toBe(200);
    expect((await call('deleteCourseGroup', { params: { courseGroupId: group.id } })).status).toBe(200);
  });

  it('the signed-off flag takes 1 or 0 in the grid payload, nothing else', async () => {
    const group = await create('createCourseGroup', { name: `${run} flag` });
    const on = await call('updateCourseGroupField', {
      params: { courseGroupId: group.id, fieldName: 'isSignedOff' },
      body: { number: 1, version: group.version },
    });
    expect(on.status, on.json.message).toBe(200);
    expect((on.json.payload as Item).isSignedOff).toBe(true);
    const bad = await call('updateCourseGroupField', {
      params: { courseGroupId: group.id, fieldName: 'isSignedOff' },
      body: { number: 2, version: (on.json.payload as Item).version },
    });
    expect(bad.status).toBe(400);
    expect(fieldOf(bad)).toBe('body.number');
  });
});

async function firstSeededGroup() {
  const online = { organisationId: f.organisationId, projectId: f.projectId };
  const endpoint = trainingEndpoints.getCourseGroupsGridData;
  const response = await api('GET', buildPath(endpoint.path, online), { headers: await bearer('admin') });
  return (response.json.payload as Item[])[0]!;
}

describe('learning dashboard', () => {
  it('counts completion by course and by audience, and lists what is overdue and upcoming', async () => {
    const group = await create('createCourseGroup', { name: `${run} dashboard` });
    const course = await create('createCourse', { name: `${run} course`, courseGroupId: group.id });
    const roleA = `${run} Nurse`;
    const roleB = `${run} Porter`;
    const module = (name: string, progressStatus: number, extra: Record<string, unknown> = {}) =>
      create('createTrainingModule', {
        name: `${run} ${name}`,
        courseId: course.id,
        progressStatus,
        ...extra,
      });
    const done = await module('done', ProgressStatus.COMPLETED, {
      jobRoles: `${roleA}, ${roleB}`,
      endDate: day(-5),
    });
    const late = await module('late', ProgressStatus.IN_PROGRESS, { jobRoles: roleA, endDate: day(-1) });
    const soon = await module('soon', ProgressStatus.NOT_STARTED, {
      jobRoles: roleA.toUpperCase(),
      startDate: day(3),
    });
    await module('cancelled', ProgressStatus.CANCELLED, { jobRoles: roleB, endDate: day(-9) });
    await module('far', ProgressStatus.NOT_STARTED, { startDate: day(45) });
    const component = await create('createTrainingComponent', {
      name: `${run} component`,
      moduleId: soon.id,
      endDate: day(-2),
    });

    const read = async () => (await call('getLearningDashboard')).json.payload as LearningDashboard;
    const before = await read();
    expect(before.byCourse.find((row) => row.courseId === course.id)).toEqual({
      courseId: course.id,
      name: course.name,
      total: 4,
      completed: 1,
      percentComplete: 25,
    });
    expect(before.byAudience.filter((row) => row.audience.startsWith(run))).toEqual([
      { audience: roleA, total: 3, completed: 1, percentComplete: 33 },
      { audience: roleB, total: 1, completed: 1, percentComplete: 100 },
    ]);
    const ours = (rows: LearningDashboard['overdue']) => rows.filter((row) => row.name.startsWith(run));
    expect(ours(before.overdue).map((row) => [row.kind, row.id])).toEqual([
      ['component', component.id],
      ['module', late.id],
    ]);
    expect(ours(before.upcoming).map((row) => [row.kind, row.id, row.date])).toEqual([
      ['module', soon.id, day(3)],
    ]);

    // Completing the late module moves the numbers: course 2 of 4, off the overdue list.
    const completed = await call('updateTrainingModuleField', {
      params: { trainingModuleId: late.id, fieldName: 'progressStatus' },
      body: { number: ProgressStatus.COMPLETED, version: late.version },
    });
    expect(completed.status).toBe(200);
    const after = await read();
    expect(after.byCourse.find((row) => row.courseId === course.id)?.percentComplete).toBe(50);
    expect(ours(after.overdue).map((row) => row.id)).toEqual([component.id]);
    expect(done.progressStatus).toBe(ProgressStatus.COMPLETED);
  });
});

describe('training progress and training types from core data', () => {
  const northwindId = (kind: 'trainingProgress' | 'trainingType' | 'role', name: string) =>
    demoCoreDataId('a', kind, name);

  it("a module's training progress sets what the dashboard counts; its type and progress keep their names", async () => {
    const group = await create('createCourseGroup', { name: `${run} progress` });
    const course = await create('createCourse', { name: `${run} progress course`, courseGroupId: group.id });
    const attended = await create('createTrainingModule', {
      name: `${run} attended`,
      courseId: course.id,
      progressStatus: ProgressStatus.IN_PROGRESS,
      trainingProgress: northwindId('trainingProgress', 'Attended'),
      trainingType: northwindId('trainingType', 'Classroom'),
    });
    expect(attended).toMatchObject({ trainingProgressName: 'Attended', trainingTypeName: 'Classroom' });
    await create('createTrainingModule', {
      name: `${run} booked`,
      courseId: course.id,
      progressStatus: ProgressStatus.COMPLETED,
      trainingProgress: northwindId('trainingProgress', 'Booked'),
    });
    const dashboard = (await call('getLearningDashboard')).json.payload as LearningDashboard;
    // Attended counts as completed, Booked as in progress: one of two, whatever the own statuses say.
    expect(dashboard.byCourse.find((row) => row.courseId === course.id)).toMatchObject({
      total: 2,
      completed: 1,
    });

    const cleared = await call('clearTrainingModuleField', {
      params: { trainingModuleId: attended.id, fieldPath: 'trainingProgress' },
      query: `version=${attended.version}`,
    });
    expect(cleared.status, cleared.json.message).toBe(200);
    expect((cleared.json.payload as Item).trainingProgress).toBeNull();
  });

  it("refuses another kind's item or another organisation's (400 naming the field)", async () => {
    const group = await create('createCourseGroup', { name: `${run} refs` });
    for (const [field, id] of [
      ['trainingType', northwindId('role', 'Porter')],
      ['trainingProgress', demoCoreDataId('b', 'trainingProgress', 'Attended')],
      ['trainingType', 'not-an-id'],
    ] as const) {
      const refused = await call('createCourse', {
        body: { name: `${run} bad ${field}`, courseGroupId: group.id, [field]: id },
      });
      expect(refused.status, `${field} ${id}`).toBe(400);
      expect(fieldOf(refused)).toBe(`body.${field}`);
    }
  });

  it('a module names a project audience of this project; the dashboard counts completion per audience', async () => {
    const made = await api('POST', buildPath(audiences.endpoints.createAudience.path, projectParams), {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: `${run} Ward staff` }),
    });
    expect(made.status, made.json.message).toBe(201);
    const audience = made.json.payload as Item;
    const group = await create('createCourseGroup', { name: `${run} audience` });
    const course = await create('createCourse', { name: `${run} audience course`, courseGroupId: group.id });
    const module = await create('createTrainingModule', {
      name: `${run} audience module`,
      courseId: course.id,
      progressStatus: ProgressStatus.COMPLETED,
      audience: audience.id,
    });
    expect(module.audienceName).toBe(`${run} Ward staff`);
    const dashboard = (await call('getLearningDashboard')).json.payload as LearningDashboard;
    expect(dashboard.byProjectAudience.find((row) => row.audience === `${run} Ward staff`)).toEqual({
      audience: `${run} Ward staff`,
      total: 1,
      completed: 1,
      percentComplete: 100,
    });

    // Online Booking's seeded audience is not one of this project's.
    const elsewhere = await call('createTrainingModule', {
      body: {
        name: `${run} elsewhere`,
        courseId: course.id,
        audience: demoEntityItemId('audience', f.projectId, 1),
      },
    });
    expect(elsewhere.status).toBe(400);
    expect(fieldOf(elsewhere)).toBe('body.audience');
  });
});
