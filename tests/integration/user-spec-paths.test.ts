import { afterAll, describe, expect, it } from 'vitest';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { api } from './api';
import { freshMember, sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';
import { headersFor } from './hierarchy-helpers';
import { bearer } from './sessions';

afterAll(() => sweepProbeLeftovers());

const org = f.organisationId;
const get = async (path: string, headers: Record<string, string>) =>
  api('GET', `/api/v1/${path}`, { headers });

describe("the user service's spec paths (issue 32 item 1)", () => {
  it('users/all-active lists the members with access, not a "no access" one, for owners and up', async () => {
    const active = await freshMember({ scope: OrgScope.CONTRIBUTOR });
    const noAccess = await freshMember({ scope: OrgScope.NOACCESS });
    const response = await get(`users/all-active?organisationId=${org}`, await bearer('owner'));
    expect(response.status).toBe(200);
    const ids = (response.json.payload as { id: string }[]).map((user) => user.id);
    expect(ids).toContain(active.userId);
    expect(ids).not.toContain(noAccess.userId);
    expect((await get(`users/all-active?organisationId=${org}`, await bearer('reader'))).status).toBe(403);
    expect((await get(`users/all-active?organisationId=${org}`, await bearer('outsider'))).status).toBe(404);
    const bad = await get('users/all-active?organisationId=x%20y', await bearer('owner'));
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/organisationId/);
  });

  it('organisations/{id}/associates names the same people, names only, for any member', async () => {
    const response = await get(`organisations/${org}/associates`, await bearer('reader'));
    expect(response.status).toBe(200);
    const active = (await get(`users/all-active?organisationId=${org}`, await bearer('owner'))).json
      .payload as { id: string; firstName: string; lastName: string }[];
    expect(response.json.payload).toEqual(
      active.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    );
    expect((await get(`organisations/${org}/associates`, await bearer('outsider'))).status).toBe(404);
  });

  it('team-projects and organisation-user-permissions answer the caller’s own project grants', async () => {
    const person = await freshMember({
      scope: OrgScope.CONTRIBUTOR,
      projectFlags: { [f.projectId]: ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT },
    });
    const headers = await headersFor(person.email);
    const team = await get(`users/me/team-projects?organisationId=${org}`, headers);
    expect(team.status).toBe(200);
    expect(team.json.payload).toEqual([
      expect.objectContaining({
        id: f.projectId,
        flags: ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT,
      }),
    ]);
    const rights = await get(
      `users/${person.userId}/organisation-user-permissions?organisationId=${org}`,
      headers,
    );
    expect(rights.status).toBe(200);
    expect(rights.json.payload).toMatchObject({
      organisationId: org,
      userId: person.userId,
      permissionScope: OrgScope.CONTRIBUTOR,
      projects: [{ projectId: f.projectId, flags: ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT }],
    });
    // Someone else's: refused, as the dashboard calls under users/{userId} are.
    const admin = await get(
      `users/${person.userId}/team-projects?organisationId=${org}`,
      await bearer('admin'),
    );
    expect(admin.status).toBe(403);
  });

  it('assigned-projects-with-stakeholders counts per project what My Stakeholders lists', async () => {
    const headers = await bearer('admin');
    const slices = (await get(`users/me/assigned-projects-with-stakeholders?organisationId=${org}`, headers))
      .json.payload as { id: string; value: number }[];
    const people = (await get(`userReports/organisations/${org}/stakeholders?pageSize=50`, headers)).json
      .payload as { items: { projects: { projectId: string }[] }[]; totalItems: number };
    expect(people.totalItems).toBeLessThanOrEqual(50);
    const expected = new Map<string, number>();
    for (const person of people.items)
      for (const { projectId } of person.projects)
        expected.set(projectId, (expected.get(projectId) ?? 0) + 1);
    expect(slices.length).toBeGreaterThan(0);
    expect(new Map(slices.map((slice) => [slice.id, slice.value]))).toEqual(expected);
  });
});
