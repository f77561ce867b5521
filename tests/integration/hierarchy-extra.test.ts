import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoProgrammes, demoProjects } from '@tandem/infra/local/src/seed/demo-data';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { demoFixtures as f } from './matrix/probe';
import { freshMember, sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, headersFor, payload } from './hierarchy-helpers';

// Other tests count the seeded demo world: leave organisation A as it was.
afterAll(() => sweepProbeLeftovers());

const org = demoOrganisations.a.organisationId;
const base = `/api/v1/organisations/${org}`;
const programme = demoProgrammes.find((candidate) => candidate.programmeId === f.programmeId)!;

interface ProjectRow {
  id: string;
  name: string;
  programmeId: string | null;
}
interface Assignable {
  userId: string;
  permissionScope: number;
  flags: number;
}

describe('assignable users of a project', () => {
  it('lists members whose scope does not already give every right, with their explicit flags', async () => {
    const person = await freshMember({
      scope: OrgScope.CONTRIBUTOR,
      projectFlags: { [f.projectId]: ProjectFlag.PROJECT_VIEW },
    });
    const response = await call('GET', `${base}/users/projects/${f.projectId}`, 'owner');
    expect(response.status).toBe(200);
    const rows = payload<Assignable[]>(response);
    expect(rows).toContainEqual(
      expect.objectContaining({ userId: person.userId, flags: ProjectFlag.PROJECT_VIEW }),
    );
    expect(rows.every((row) => row.permissionScope < OrgScope.OWNER)).toBe(true);
    expect(rows.map((row) => row.userId)).toContain(f.userId('reader'));
    expect(rows.map((row) => row.userId)).not.toContain(f.userId('admin'));
  });

  it('answers 403 to a reader, 404 for an unknown project and 400 for a bad id', async () => {
    expect((await call('GET', `${base}/users/projects/${f.projectId}`, 'reader')).status).toBe(403);
    const unknown = await call('GET', `${base}/users/projects/00000000-0000-4000-8000-000000000000`, 'owner');
    expect(unknown.status).toBe(404);
    const bad = await call('GET', `${base}/users/projects/${'x'.repeat(65)}`, 'owner');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('params.projectId');
  });
});

describe('orphan projects and projects of a programme', () => {
  it('lists the standalone projects by name, never a programme’s', async () => {
    const response = await call('GET', `${base}/orphan-projects`, 'reader');
    expect(response.status).toBe(200);
    const rows = payload<ProjectRow[]>(response);
    const expected = demoProjects
      .filter((project) => project.organisation === 'a' && project.parentId === 'standalone')
      .map((project) => project.name)
      .sort((a, b) => a.localeCompare(b));
    // Other test files may add standalone projects meanwhile: the seeded ones are there, sorted by name.
    const names = rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(expected));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(rows.every((row) => row.programmeId === null)).toBe(true);
  });

  it('lists a programme’s projects, only those the caller can view', async () => {
    const all = payload<ProjectRow[]>(
      await call('GET', `${base}/projects/programme/${f.programmeId}`, 'owner'),
    );
    const expected = demoProjects
      .filter((project) => project.parentId === f.programmeId)
      .map((project) => project.name)
      .sort((a, b) => a.localeCompare(b));
    expect(all.map((row) => row.name)).toEqual(expect.arrayContaining(expected));
    expect(all.every((row) => row.programmeId === programme.programmeId)).toBe(true);

    const person = await freshMember({
      scope: OrgScope.CONTRIBUTOR,
      projectFlags: { [all[0]!.id]: ProjectFlag.PROJECT_VIEW },
    });
    const headers = await headersFor(person.email);
    const own = payload<ProjectRow[]>(
      await call('GET', `${base}/projects/programme/${f.programmeId}`, headers),
    );
    expect(own.map((row) => row.id)).toEqual([all[0]!.id]);
  });

  it('answers 404 for an unknown programme and for another organisation’s caller', async () => {
    const unknown = `${base}/projects/programme/00000000-0000-4000-8000-000000000000`;
    expect((await call('GET', unknown, 'owner')).status).toBe(404);
    expect((await call('GET', `${base}/projects/programme/${f.programmeId}`, 'outsider')).status).toBe(404);
    expect((await call('GET', `${base}/orphan-projects`, 'outsider')).status).toBe(404);
  });
});

describe('dropping a member’s cached rights', () => {
  it('makes the rights written behind the cache take effect on the next request', async () => {
    const person = await freshMember({ scope: OrgScope.CONTRIBUTOR });
    const headers = await headersFor(person.email);
    const project = `${base}/projects/${f.ungrantedProjectId}`;
    expect((await call('GET', project, headers)).status).toBe(403);

    // Written straight to the table, as a migration or repair would: no claimsVersion bump.
    const { data } = await import('@tandem/functions/data/service');
    await data.entities.membership
      .patch({ organisationId: org, userId: person.userId })
      .set({ projectFlags: { [f.ungrantedProjectId]: ProjectFlag.PROJECT_VIEW } })
      .go();
    expect((await call('GET', project, headers)).status).toBe(403);

    expect((await call('DELETE', `${base}/users/delete-cache/${person.userId}`, 'contributor')).status).toBe(
      403,
    );
    const dropped = await call('DELETE', `${base}/users/delete-cache/${person.userId}`, 'owner');
    expect(dropped.status).toBe(200);
    expect(payload<{ userId: string }>(dropped).userId).toBe(person.userId);
    expect((await call('GET', project, headers)).status).toBe(200);
  });

  it('answers 404 for someone who is not a member', async () => {
    const outsider = f.userId('outsider');
    expect((await call('DELETE', `${base}/users/delete-cache/${outsider}`, 'owner')).status).toBe(404);
  });
});
