import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { viewProjectFlags, allProjectFlags } from '@tandem/shared/permissions/project-flags';
import { call, headersFor, payload } from './hierarchy-helpers';
import { freshMember, freshProgramme, freshProject, sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';

const { impactEntity } = await import('@tandem/functions/data/entities/impact');
const { putStoredActions } = await import('@tandem/functions/data/entities/action');
const { indexAttributes } = await import('@tandem/functions/actions/store');
const { projectStakeholderItemEntity } =
  await import('@tandem/functions/data/entities/project-stakeholder-item');

const org = f.organisationId;
const userBase = '/api/v1/users/me';
const reports = `/api/v1/userReports/organisations/${org}`;

type ImpactOverview = {
  total: number;
  level: Record<'high' | 'medium' | 'low' | 'unknown', number>;
  progress: Record<'notStarted' | 'inProgress' | 'completed' | 'other', number>;
  projects: { projectId: string; total: number; canView: boolean }[];
};
type ImpactPage = { items: { id: string; name: string; impactLevel: number }[]; totalItems: number };
type StakeholderPage = {
  items: { stakeholderId: string; name: string; projects: { projectId: string; influence: number }[] }[];
  totalItems: number;
};

let person: { userId: string; authorization: string };
let programme: string;
let projects: { p1: string; p2: string; hidden: string };
let impactIds: Record<string, string>;

/** An impact owned by `owner`, written as the kit writes it (the member index key derived by the entity). */
async function putImpact(projectId: string, owner: string, name: string, impactLevel: number, progress = 1) {
  const itemId = randomUUID();
  await impactEntity
    .put({
      organisationId: org,
      projectId,
      itemId,
      refNumber: 800_000 + Math.floor(Math.random() * 99_999),
      name,
      impactLevel,
      progressStatus: progress,
      owner,
      ownerName: 'Pat Probe',
      createdBy: 'test',
    } as never)
    .go();
  return itemId;
}

async function putRelationship(projectId: string, owner: string, stakeholder: string, name: string) {
  await projectStakeholderItemEntity
    .put({
      organisationId: org,
      projectId,
      itemId: randomUUID(),
      refNumber: 800_000 + Math.floor(Math.random() * 99_999),
      stakeholder,
      stakeholderName: name,
      influence: 7,
      impact: 4,
      owner,
      ownerName: 'Pat Probe',
      createdBy: 'test',
    } as never)
    .go();
}

beforeAll(async () => {
  const programmeId = await freshProgramme();
  programme = programmeId;
  projects = {
    p1: await freshProject(programmeId),
    p2: await freshProject(),
    hidden: await freshProject(),
  };
  const member = await freshMember({
    scope: OrgScope.CONTRIBUTOR,
    projectFlags: { [projects.p1]: allProjectFlags, [projects.p2]: viewProjectFlags },
  });
  person = { userId: member.userId, ...(await headersFor(member.email)) };
  impactIds = {
    high: await putImpact(projects.p1, member.userId, 'Mine high', 9, 2),
    medium: await putImpact(projects.p1, member.userId, 'Mine medium', 6, 3),
    low: await putImpact(projects.p2, member.userId, 'Mine low', 2, 1),
    unknown: await putImpact(projects.p2, member.userId, 'Mine unknown', -1, 5),
    hidden: await putImpact(projects.hidden, member.userId, 'Mine hidden', 9, 1),
    other: await putImpact(projects.p1, f.userId('reader'), 'Not mine', 9, 1),
  };
  const zed = randomUUID();
  const amy = randomUUID();
  await putRelationship(projects.p1, member.userId, zed, 'Zed Zebra');
  await putRelationship(projects.p2, member.userId, zed, 'Zed Zebra');
  await putRelationship(projects.p1, member.userId, amy, 'Amy Able');
  await putRelationship(projects.hidden, member.userId, randomUUID(), 'Hidden Person');
  await putRelationship(projects.p1, f.userId('reader'), randomUUID(), 'Not Mine');
});

afterAll(sweepProbeLeftovers);

describe('My Dashboard: my impacts (the impacts’ owner index)', () => {
  it('counts the impacts I own by level band and progress; projects I cannot view are one row', async () => {
    const response = await call(
      'GET',
      `${userBase}/assigned-projects-with-impacts?organisationId=${org}`,
      person,
    );
    expect(response.status).toBe(200);
    const overview = payload<ImpactOverview>(response);
    expect(overview).toMatchObject({
      total: 5,
      level: { high: 2, medium: 1, low: 1, unknown: 1 },
      progress: { notStarted: 2, inProgress: 1, completed: 1, other: 1 },
    });
    expect(overview.projects.map((project) => [project.canView, project.total])).toEqual([
      [true, 2],
      [true, 2],
      [false, 1],
    ]);
  });

  it('a level slice lists the projects; the panel lists only impacts I may view', async () => {
    const slices = payload<{ id: string; value: number }[]>(
      await call(
        'GET',
        `${userBase}/assigned-projects-with-impacts-by-level/3?organisationId=${org}`,
        person,
      ),
    );
    expect(slices).toEqual([
      expect.objectContaining({ id: projects.p1, value: 1 }),
      expect.objectContaining({ id: 'no-access', value: 1 }),
    ]);
    const high = payload<ImpactPage>(await call('GET', `${reports}/get-user-impacts?level=3`, person));
    expect(high.items.map((item) => item.id)).toEqual([impactIds.high]);
    const inProgress = payload<ImpactPage>(
      await call('GET', `${reports}/get-user-impacts?progressStatus=2`, person),
    );
    expect(inProgress.items.map((item) => item.name)).toEqual(['Mine high']);
    const all = payload<ImpactPage>(await call('GET', `${reports}/get-user-impacts`, person));
    expect(all.totalItems).toBe(4);
  });

  it('clearing the owner through the kit takes the impact off my dashboard', async () => {
    const cleared = await call(
      'DELETE',
      `/api/v1/organisations/${org}/projects/${projects.p1}/impacts/${impactIds.medium}/owner?version=1`,
      'admin',
    );
    expect(cleared.status).toBe(200);
    const all = payload<ImpactPage>(await call('GET', `${reports}/get-user-impacts`, person));
    expect(all.items.map((item) => item.name)).not.toContain('Mine medium');
    expect(all.totalItems).toBe(3);
  });

  it('bad input names the field; another person’s dashboard is refused', async () => {
    const badLevel = await call(
      'GET',
      `${userBase}/assigned-projects-with-impacts-by-level/9?organisationId=${org}`,
      person,
    );
    expect(badLevel.status).toBe(400);
    expect(badLevel.json.message).toContain('params.level');
    const badQuery = await call('GET', `${reports}/get-user-impacts?level=high`, person);
    expect(badQuery.status).toBe(400);
    expect(badQuery.json.message).toContain('query.level');
    const badStatus = await call(
      'GET',
      `${userBase}/assigned-projects-with-impacts-by-progress-status/x?organisationId=${org}`,
      person,
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.message).toContain('params.progressStatus');
    const other = await call(
      'GET',
      `/api/v1/users/${f.userId('reader')}/assigned-projects-with-impacts?organisationId=${org}`,
      person,
    );
    expect(other.status).toBe(403);
  });
});

describe('My Dashboard: my actions are the ones I own or am assigned (gsi4 beside gsi1)', () => {
  it('an action I only own is listed, one I own and am assigned is counted once', async () => {
    const put = async (name: string, ownerId: string, assignedToId: string) => {
      const action = {
        organisationId: org,
        projectId: projects.p1,
        actionId: randomUUID(),
        refNumber: 700_000 + Math.floor(Math.random() * 99_999),
        name,
        description: '',
        ragStatus: 1,
        progressStatus: 2,
        lifecycleStatus: 'active' as const,
        startDate: '0001-01-01T00:00:00',
        endDate: '2026-01-10T00:00:00',
        initialEndDate: '2026-01-10T00:00:00',
        ownerId,
        assignedToId,
        noteCount: 0,
        createdBy: 'test',
      };
      await putStoredActions([{ ...action, ...indexAttributes(action) }]);
    };
    await put('Owned only', person.userId, f.userId('reader'));
    await put('Owned and assigned', person.userId, person.userId);
    await put('Someone else’s', f.userId('reader'), f.userId('reader'));
    const page = payload<{ items: { name: string }[]; totalItems: number }>(
      await call('GET', `${reports}/get-user-actions?pageSize=50`, person),
    );
    expect(page.items.map((item) => item.name).sort()).toEqual(['Owned and assigned', 'Owned only']);
    const overview = payload<{ total: number }>(
      await call('GET', `${userBase}/assigned-projects-with-actions?organisationId=${org}`, person),
    );
    expect(overview.total).toBe(2);
    const byType = payload<{ typeId: string | null; total: number }[]>(
      await call('GET', `${reports}/actionsByType`, person),
    );
    expect(byType).toEqual([{ typeId: null, typeName: null, total: 2, completed: 0 }]);
    const overTime = payload<{ month: string; open: number }[]>(
      await call('GET', `${reports}/actionsOverTime`, person),
    );
    expect(overTime).toEqual([{ month: '2026-01', open: 2, completed: 0 }]);
  });
});

describe('My Dashboard: my stakeholders (the relationships’ owner index)', () => {
  it('one row per person, by first then last name, with each project I may view', async () => {
    const page = payload<StakeholderPage>(await call('GET', `${reports}/stakeholders`, person));
    expect(page.items.map((row) => [row.name, row.projects.length])).toEqual([
      ['Amy Able', 1],
      ['Zed Zebra', 2],
    ]);
    expect(page.items[0]!.projects[0]).toMatchObject({ projectId: projects.p1, influence: 7 });
    const filtered = payload<StakeholderPage>(await call('GET', `${reports}/stakeholders?name=zeb`, person));
    expect(filtered.totalItems).toBe(1);
    const bad = await call('GET', `${reports}/stakeholders?pageSize=500`, person);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('query.pageSize');
  });
});

describe('the organisation dashboard’s impacts summary ({id}/impacts, the kit’s organisation index)', () => {
  it('counts the impacts of the projects the caller may view, filtered by programme', async () => {
    type Summary = {
      total: number;
      level: Record<string, number>;
      projects: { projectId: string; total: number }[];
    };
    const base = `/api/v1/organisations/${org}/impacts`;
    const one = payload<Summary>(await call('GET', `${base}?programmeId=${programme}`, 'admin'));
    expect(one.projects.map((project) => project.projectId)).toEqual([projects.p1]);
    expect(one).toMatchObject({ total: 3, level: { high: 2, medium: 1, low: 0, unknown: 0 } });
    const mine = payload<Summary>(await call('GET', base, person));
    const ids = mine.projects.map((project) => project.projectId);
    expect(ids).toContain(projects.p2);
    expect(ids).not.toContain(projects.hidden);
    const bad = await call('GET', `${base}?programmeId=${encodeURIComponent('not an id!')}`, 'admin');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('query.programmeId');
    const unknown = await call('GET', `${base}?programmeId=${randomUUID()}`, 'admin');
    expect(unknown.status).toBe(404);
  });
});
