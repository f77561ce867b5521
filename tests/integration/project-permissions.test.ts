import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { demoFixtures as f } from './matrix/probe';
import { freshMember, sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, headersFor, payload } from './hierarchy-helpers';

// Other tests count the seeded demo world: leave organisation A as it was.
afterAll(() => sweepProbeLeftovers());

const org = demoOrganisations.a.organisationId;
const base = `/api/v1/organisations/${org}/projects`;

interface Permission {
  userId: string;
  flags: number;
  permissionScope: number;
}

describe('project permissions', () => {
  it('a contributor given project rights sees and edits only that project, until they are removed', async () => {
    const person = await freshMember({ scope: 200 });
    const headers = await headersFor(person.email);
    const project = payload<{ id: string }>(await call('POST', base, 'owner', { name: 'Granted project' }));
    expect((await call('GET', `${base}/${project.id}`, headers)).status).toBe(403);

    const granted = await call('POST', `${base}/${project.id}/permissions/create`, 'owner', {
      userId: person.userId,
      flags: ProjectFlag.PROJECT_EDIT,
    });
    expect(granted.status).toBe(201);
    // Edit implies view.
    expect(payload<Permission>(granted).flags).toBe(ProjectFlag.PROJECT_EDIT | ProjectFlag.PROJECT_VIEW);

    expect((await call('GET', `${base}/${project.id}`, headers)).status).toBe(200);
    expect(
      (
        await call('PUT', `${base}/${project.id}`, headers, {
          description: 'Edited by the grantee',
          version: 1,
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', `${base}/${f.ungrantedProjectId}`, headers)).status).toBe(403);
    const visible = payload<{ items: { id: string }[] }>(await call('GET', `${base}?pageSize=100`, headers));
    expect(visible.items.map((item) => item.id)).toEqual([project.id]);

    const listed = payload<Permission[]>(await call('GET', `${base}/${project.id}/permissions`, 'owner'));
    expect(listed).toEqual([expect.objectContaining({ userId: person.userId, permissionScope: 200 })]);
    const history = payload<{ field: string; newValue: unknown }[]>(
      await call('GET', `${base}/${project.id}/project/${project.id}/history`, 'owner'),
    );
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: `permissions.${person.userId}`,
          newValue: ProjectFlag.PROJECT_EDIT | ProjectFlag.PROJECT_VIEW,
        }),
      ]),
    );

    expect((await call('DELETE', `${base}/${project.id}/permissions/${person.userId}`, 'owner')).status).toBe(
      200,
    );
    expect((await call('GET', `${base}/${project.id}`, headers)).status).toBe(403);
    expect((await call('DELETE', `${base}/${project.id}/permissions/${person.userId}`, 'owner')).status).toBe(
      404,
    );
  });

  it('refuses people without the manage-permissions flag and unknown members', async () => {
    expect((await call('GET', `${base}/${f.projectId}/permissions`, 'contributor')).status).toBe(403);
    const stranger = await call('POST', `${base}/${f.projectId}/permissions/create`, 'owner', {
      userId: '00000000-0000-4000-8000-000000000000',
      flags: ProjectFlag.PROJECT_VIEW,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.message).toContain('body.userId');
    const badFlags = await call('POST', `${base}/${f.projectId}/permissions/create`, 'owner', {
      userId: f.userId('reader'),
      flags: 4096,
    });
    expect(badFlags.status).toBe(400);
    expect(badFlags.json.message).toContain('body.flags');
  });

  it('a manage-permissions grant lets a contributor run the permissions pages', async () => {
    const manager = await freshMember({
      scope: 200,
      projectFlags: { [f.projectId]: ProjectFlag.PROJECT_VIEW | ProjectFlag.MANAGE_PERMISSIONS },
    });
    const headers = await headersFor(manager.email);
    expect((await call('GET', `${base}/${f.projectId}/permissions`, headers)).status).toBe(200);
    expect((await call('GET', `${base}/${f.ungrantedProjectId}/permissions`, headers)).status).toBe(403);
  });

  it('lists inherited users and the project team', async () => {
    const inherited = payload<Permission[]>(
      await call('GET', `${base}/${f.projectId}/inherited-users`, 'owner'),
    );
    const ids = inherited.map((entry) => entry.userId);
    expect(ids).toEqual(expect.arrayContaining([f.userId('admin'), f.userId('owner'), f.userId('reader')]));
    expect(ids).not.toContain(f.userId('contributor'));

    const team = await call('GET', `${base}/${f.projectId}/project-team-users-simple`, 'contributor');
    expect(team.status).toBe(200);
    const teamIds = payload<{ id: string }[]>(team).map((entry) => entry.id);
    expect(teamIds).toEqual(expect.arrayContaining([f.userId('contributor'), f.userId('owner')]));
    expect(teamIds).not.toContain(f.userId('outsider'));
    // Readers cannot edit, so the team list is not theirs.
    expect((await call('GET', `${base}/${f.projectId}/project-team-users-simple`, 'reader')).status).toBe(
      403,
    );
  });
});
