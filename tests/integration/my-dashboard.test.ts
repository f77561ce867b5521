import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, toIsoDate } from '@tandem/shared/core/calendar-date';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { viewProjectFlags } from '@tandem/shared/permissions/project-flags';
import { demoOrganisations, demoProgrammes } from '@tandem/infra/local/src/seed/demo-data';
import { call, headersFor, payload } from './hierarchy-helpers';
import { freshMember, freshProgramme, freshProject, sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';

const { putStoredActions } = await import('@tandem/functions/data/entities/action');
const { indexAttributes } = await import('@tandem/functions/actions/store');

const today = toIsoDate(new Date())!;
const due = (days: number | null) =>
  days === null ? EMPTY_DATE : `${addCalendarDays(today, days)}T00:00:00`;
const org = f.organisationId;
const userBase = '/api/v1/users/me';
const reports = `/api/v1/userReports/organisations/${org}`;

type Figures = {
  total: number;
  percentComplete: number;
  rag: Record<'red' | 'amber' | 'green' | 'unknown' | 'completed', number>;
  progress: Record<'notStarted' | 'inProgress' | 'completed' | 'other', number>;
};
type Overview = Figures & {
  overdue: number;
  upcoming: number;
  projects: (Figures & { projectId: string; projectName: string; canView: boolean })[];
};
type Slice = { id: string; label: string; value: number };
type Page = {
  items: { id: string; name: string; actualEndDate: string }[];
  totalItems: number;
  totalPages: number;
};

/** Writes an action straight to the table, with the same index attributes the actions service sets. */
async function putAction(
  organisationId: string,
  projectId: string,
  assignedToId: string,
  fields: {
    name: string;
    rag: number;
    progress: number;
    due: number | null;
    lifecycle?: 'active' | 'deleted';
  },
) {
  const actionId = randomUUID();
  const action = {
    organisationId,
    projectId,
    actionId,
    refNumber: 900_000 + Math.floor(Math.random() * 99_999),
    name: fields.name,
    description: '',
    ragStatus: fields.rag,
    progressStatus: fields.progress,
    lifecycleStatus: fields.lifecycle ?? ('active' as const),
    startDate: EMPTY_DATE,
    endDate: due(fields.due),
    initialEndDate: due(fields.due),
    assignedToId,
    assignedToName: 'Dash Board',
    noteCount: 0,
    createdBy: 'test',
  };
  await putStoredActions([{ ...action, ...indexAttributes(action) }]);
  return actionId;
}

let person: { userId: string; authorization: string };
let ids: Record<string, string>;
let projects: { p1: string; p2: string; p3: string };
let programmeId: string;

beforeAll(async () => {
  programmeId = await freshProgramme();
  projects = {
    p1: await freshProject(programmeId),
    p2: await freshProject(programmeId),
    p3: await freshProject(),
  };
  const member = await freshMember({
    scope: OrgScope.CONTRIBUTOR,
    projectFlags: { [projects.p1]: viewProjectFlags, [projects.p2]: viewProjectFlags },
  });
  person = { userId: member.userId, ...(await headersFor(member.email)) };
  const mine = (projectId: string, fields: Parameters<typeof putAction>[3]) =>
    putAction(org, projectId, member.userId, fields);
  ids = {
    a1: await mine(projects.p1, { name: 'Alpha late', rag: 1, progress: 2, due: -3 }),
    a2: await mine(projects.p1, { name: 'Alpha soon', rag: 2, progress: 1, due: 2 }),
    a3: await mine(projects.p1, { name: 'Alpha done', rag: 3, progress: 3, due: -10 }),
    a4: await mine(projects.p1, { name: 'Alpha undated', rag: -1, progress: 2, due: null }),
    a5: await mine(projects.p1, {
      name: 'Alpha deleted',
      rag: 1,
      progress: 2,
      due: -2,
      lifecycle: 'deleted',
    }),
    b1: await mine(projects.p2, { name: 'Beta soon', rag: 3, progress: 2, due: 5 }),
    b2: await mine(projects.p2, { name: 'Beta late', rag: 1, progress: 5, due: -1 }),
    c1: await mine(projects.p3, { name: 'Hidden late', rag: 1, progress: 1, due: -4 }),
    // Not the person's: someone else's action in the same project, and the person's id in organisation B.
    other: await putAction(org, projects.p1, f.userId('reader'), {
      name: 'Not mine',
      rag: 1,
      progress: 1,
      due: -1,
    }),
    tenant: await putAction(demoOrganisations.b.organisationId, randomUUID(), member.userId, {
      name: 'Other tenant',
      rag: 1,
      progress: 1,
      due: -1,
    }),
  };
});

afterAll(sweepProbeLeftovers);

describe('My Dashboard: my actions (assigned-projects-with-actions)', () => {
  it('counts every active action assigned to me, RAG and progress as spec §4, never another organisation’s', async () => {
    const response = await call(
      'GET',
      `${userBase}/assigned-projects-with-actions?organisationId=${org}`,
      person,
    );
    expect(response.status).toBe(200);
    const overview = payload<Overview>(response);
    expect(overview).toMatchObject({
      total: 7,
      percentComplete: 14,
      rag: { red: 3, amber: 1, green: 1, unknown: 1, completed: 1 },
      progress: { notStarted: 2, inProgress: 3, completed: 1, other: 1 },
      // Only of projects I may view: the lists' sizes.
      overdue: 2,
      upcoming: 2,
    });
    const byProject = Object.fromEntries(overview.projects.map((project) => [project.projectId, project]));
    expect(byProject[projects.p1]).toMatchObject({ total: 4, canView: true });
    expect(byProject[projects.p2]).toMatchObject({ total: 2, canView: true });
    expect(byProject['no-access']).toMatchObject({
      total: 1,
      canView: false,
      projectName: 'Projects with no access',
    });
    expect(byProject[projects.p3]).toBeUndefined();
  });

  it('the same with my own id; another person’s id is 403, an organisation I am not in 404', async () => {
    const own = await call(
      'GET',
      `/api/v1/users/${person.userId}/assigned-projects-with-actions?organisationId=${org}`,
      person,
    );
    expect(payload<Overview>(own).total).toBe(7);
    const someoneElse = await call(
      'GET',
      `/api/v1/users/${f.userId('contributor')}/assigned-projects-with-actions?organisationId=${org}`,
      person,
    );
    expect(someoneElse.status).toBe(403);
    const otherOrganisation = await call(
      'GET',
      `${userBase}/assigned-projects-with-actions?organisationId=${demoOrganisations.b.organisationId}`,
      person,
    );
    expect(otherOrganisation.status).toBe(404);
    expect(JSON.stringify(otherOrganisation.json)).not.toContain('Other tenant');
  });

  it('drills a RAG or progress slice down to a pie of projects, the hidden ones as one slice', async () => {
    const red = payload<Slice[]>(
      await call(
        'GET',
        `${userBase}/assigned-projects-with-actions-by-rag-status/1?organisationId=${org}`,
        person,
      ),
    );
    expect(Object.fromEntries(red.map((slice) => [slice.id, slice.value]))).toEqual({
      [projects.p1]: 1,
      [projects.p2]: 1,
      'no-access': 1,
    });
    const completed = payload<Slice[]>(
      await call(
        'GET',
        `${userBase}/assigned-projects-with-actions-by-rag-status/4?organisationId=${org}`,
        person,
      ),
    );
    expect(completed).toEqual([{ id: projects.p1, label: 'Probe project', value: 1 }]);
    const inProgress = payload<Slice[]>(
      await call(
        'GET',
        `${userBase}/assigned-projects-with-actions-by-progress-status/2?organisationId=${org}`,
        person,
      ),
    );
    expect(Object.fromEntries(inProgress.map((slice) => [slice.id, slice.value]))).toEqual({
      [projects.p1]: 2,
      [projects.p2]: 1,
    });
    const bad = await call(
      'GET',
      `${userBase}/assigned-projects-with-actions-by-rag-status/9?organisationId=${org}`,
      person,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('params.ragStatus');
  });
});

describe('My Dashboard: overdue, upcoming and all my actions', () => {
  it('overdue: exactly my open late actions in projects I may view, latest due first, 5 per page', async () => {
    const page = payload<Page>(await call('GET', `${reports}/overdueActions`, person));
    expect(page.items.map((item) => item.id)).toEqual([ids.b2, ids.a1]);
    expect(page).toMatchObject({ totalItems: 2, totalPages: 1, pageSize: 5 });
  });

  it('upcoming: my open actions due in the next 7 days, latest due first', async () => {
    const page = payload<Page>(await call('GET', `${reports}/upcomingActions`, person));
    expect(page.items.map((item) => item.id)).toEqual([ids.b1, ids.a2]);
  });

  it('filters by name, reference, project and RAG, and pages', async () => {
    const byName = payload<Page>(await call('GET', `${reports}/overdueActions?name=beta`, person));
    expect(byName.items.map((item) => item.id)).toEqual([ids.b2]);
    const byProject = payload<Page>(
      await call('GET', `${reports}/overdueActions?projectId=${projects.p1}`, person),
    );
    expect(byProject.items.map((item) => item.id)).toEqual([ids.a1]);
    const byRag = payload<Page>(await call('GET', `${reports}/upcomingActions?ragStatus=2`, person));
    expect(byRag.items.map((item) => item.id)).toEqual([ids.a2]);
    const paged = payload<Page>(await call('GET', `${reports}/get-user-actions?pageSize=4&page=2`, person));
    expect(paged).toMatchObject({ totalItems: 6, totalPages: 2 });
    expect(paged.items.map((item) => item.id)).toEqual([ids.b1, ids.a4]);
    const bad = await call('GET', `${reports}/overdueActions?ragStatus=red`, person);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('query.ragStatus');
  });

  it('all my actions: soonest due first, undated last, never deleted, hidden or other people’s', async () => {
    const page = payload<Page>(await call('GET', `${reports}/get-user-actions`, person));
    expect(page.items.map((item) => item.id)).toEqual([ids.a3, ids.a1, ids.b2, ids.a2, ids.b1, ids.a4]);
  });

  it('another organisation’s lists answer 404 to me', async () => {
    const response = await call(
      'GET',
      `/api/v1/userReports/organisations/${demoOrganisations.b.organisationId}/overdueActions`,
      person,
    );
    expect(response.status).toBe(404);
  });
});

describe('organisation dashboard: actions summary ({id}/actions?programmeId)', () => {
  it('sums the active actions of the programme’s projects the caller may view', async () => {
    const mine = payload<Figures & { projects: { projectId: string; total: number }[] }>(
      await call('GET', `/api/v1/organisations/${org}/actions?programmeId=${programmeId}`, person),
    );
    // a1–a4, b1, b2 and someone else's action in p1; the deleted one left out.
    expect(mine).toMatchObject({ total: 7, rag: { red: 3, amber: 1, green: 1, unknown: 1, completed: 1 } });
    expect(mine.projects.map((project) => [project.projectId, project.total]).sort()).toEqual(
      [
        [projects.p1, 5],
        [projects.p2, 2],
      ].sort(),
    );
    const everything = payload<Figures & { projects: { projectId: string }[] }>(
      await call('GET', `/api/v1/organisations/${org}/actions`, person),
    );
    // Without a programme: also every other project the caller may view (none more), never p3.
    expect(everything.total).toBe(7);
    expect(everything.projects.map((project) => project.projectId)).not.toContain(projects.p3);
  });

  it('an admin sees every project; a programme of another organisation is 404 naming the field', async () => {
    const admin = payload<Figures & { projects: { projectId: string }[] }>(
      await call('GET', `/api/v1/organisations/${org}/actions`, 'admin'),
    );
    expect(admin.projects.map((project) => project.projectId)).toEqual(
      expect.arrayContaining([projects.p1, projects.p2, projects.p3, f.projectId]),
    );
    const foreign = await call(
      'GET',
      `/api/v1/organisations/${org}/actions?programmeId=${demoProgrammes.find((programme) => programme.organisation === 'b')!.programmeId}`,
      'admin',
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toContain('query.programmeId');
    const outsider = await call('GET', `/api/v1/organisations/${org}/actions`, 'outsider');
    expect(outsider.status).toBe(404);
  });
});
