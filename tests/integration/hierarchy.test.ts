import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { demoFixtures as f } from './matrix/probe';
import { sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, payload } from './hierarchy-helpers';

// Other tests count the seeded demo world: leave organisation A as it was.
afterAll(() => sweepProbeLeftovers());

const org = demoOrganisations.a.organisationId;
const base = `/api/v1/organisations/${org}`;

interface Project {
  id: string;
  name: string;
  programmeId: string | null;
  programmeName: string | null;
  lifecycleStatus: string;
  version: number;
}
interface Programme {
  id: string;
  name: string;
  version: number;
}
interface History {
  action: string;
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
  userId: string;
}
interface Paged<T> {
  items: T[];
  totalItems: number;
  totalPages: number;
}

describe('programmes and projects', () => {
  it('an owner creates a programme and a project in it; both carry history', async () => {
    const created = await call('POST', `${base}/programmes`, 'owner', {
      name: 'Hierarchy Programme',
      description: 'Made by a test',
    });
    expect(created.status).toBe(201);
    const programme = payload<Programme>(created);
    const project = await call('POST', `${base}/projects`, 'owner', {
      name: 'Hierarchy Project',
      programmeId: programme.id,
    });
    expect(project.status).toBe(201);
    expect(payload<Project>(project)).toMatchObject({
      programmeId: programme.id,
      programmeName: 'Hierarchy Programme',
      lifecycleStatus: 'active',
      version: 1,
    });

    const detail = await call('GET', `${base}/programmes/${programme.id}`, 'reader');
    expect(detail.status).toBe(200);
    expect(payload<{ projects: { id: string }[]; canEdit: boolean }>(detail)).toMatchObject({
      projects: [{ id: payload<Project>(project).id }],
      canEdit: false,
    });

    const history = await call('GET', `${base}/history/programme/${programme.id}`, 'reader');
    expect(payload<History[]>(history).map((entry) => [entry.action, entry.field])).toEqual(
      expect.arrayContaining([
        ['create', 'name'],
        ['create', 'description'],
      ]),
    );
    const projectId = payload<Project>(project).id;
    const projectHistory = await call(
      'GET',
      `${base}/projects/${projectId}/project/${projectId}/history`,
      'owner',
    );
    expect(payload<History[]>(projectHistory)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'create', field: 'name', newValue: 'Hierarchy Project' }),
      ]),
    );
  });

  it('lists programmes and projects paged, filtered and sorted', async () => {
    const programmes = await call('GET', `${base}/programmes?pageSize=2&sorts=name`, 'reader');
    expect(programmes.status).toBe(200);
    const page = payload<Paged<Programme>>(programmes);
    expect(page.items).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 2));
    expect(page.items[0]!.name.localeCompare(page.items[1]!.name)).toBeLessThanOrEqual(0);

    const filters = encodeURIComponent(`programmeId-eq-${f.programmeId}`);
    const projects = await call(
      'GET',
      `${base}/projects?pageSize=50&filters=${filters}&sorts=-name`,
      'reader',
    );
    const items = payload<Paged<Project>>(projects).items;
    expect(items.length).toBe(10);
    expect(items.every((project) => project.programmeName === 'Digital Front Door')).toBe(true);

    // A contributor sees only the projects they hold rights on.
    const mine = await call('GET', `${base}/projects?pageSize=100`, 'contributor');
    expect(
      payload<Paged<Project>>(mine)
        .items.map((project) => project.name)
        .sort(),
    ).toEqual(['Finance System Upgrade', 'Online Booking', 'Patient Portal']);

    const badSort = await call('GET', `${base}/projects?sorts=secret`, 'reader');
    expect(badSort.status).toBe(400);
    expect(badSort.json.message).toContain('query.sorts');
  });

  it('updates a project only with the version it saw, writing one history entry per field', async () => {
    const project = payload<Project>(await call('POST', `${base}/projects`, 'owner', { name: 'Versioned' }));
    const updated = await call('PUT', `${base}/projects/${project.id}`, 'owner', {
      name: 'Versioned (renamed)',
      lifecycleStatus: 'archived',
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(payload<Project>(updated)).toMatchObject({
      name: 'Versioned (renamed)',
      lifecycleStatus: 'archived',
      version: 2,
    });

    const stale = await call('PUT', `${base}/projects/${project.id}`, 'owner', {
      name: 'Lost update',
      version: 1,
    });
    expect(stale.status).toBe(409);
    const current = payload<Project>(await call('GET', `${base}/projects/${project.id}`, 'owner'));
    expect(current.name).toBe('Versioned (renamed)');

    const history = payload<History[]>(
      await call('GET', `${base}/projects/${project.id}/project/${project.id}/history`, 'owner'),
    );
    expect(history.filter((entry) => entry.action === 'update')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', oldValue: 'Versioned', newValue: 'Versioned (renamed)' }),
        expect.objectContaining({ field: 'lifecycleStatus', oldValue: 'active', newValue: 'archived' }),
      ]),
    );
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = payload<Paged<Project>>(
      await call('GET', `${base}/projects?pageSize=1`, 'owner'),
    ).totalItems;
    const unknownProgramme = await call('POST', `${base}/projects`, 'owner', {
      name: 'Orphan',
      programmeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownProgramme.status).toBe(404);
    expect(unknownProgramme.json.message).toContain('body.programmeId');
    const tooLong = await call('POST', `${base}/projects`, 'owner', { name: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toMatch(/^body\.name/);
    const missing = await call('POST', `${base}/programmes`, 'owner', { description: 'no name' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^body\.name/);
    const longDescription = await call('POST', `${base}/programmes`, 'owner', {
      name: 'Long',
      description: 'x'.repeat(4001),
    });
    expect(longDescription.status).toBe(400);
    const after = payload<Paged<Project>>(
      await call('GET', `${base}/projects?pageSize=1`, 'owner'),
    ).totalItems;
    expect(after).toBe(before);

    const unknownProject = await call(
      'GET',
      `${base}/projects/00000000-0000-4000-8000-000000000000`,
      'owner',
    );
    expect(unknownProject.status).toBe(404);
    const unknownKind = await call(
      'GET',
      `${base}/projects/${f.projectId}/widgets/${f.projectId}/history`,
      'owner',
    );
    expect(unknownKind.status).toBe(404);
    expect(unknownKind.json.message).toContain('params.kind');
  });

  it('keeps settings lists versioned, copies them with a project, and records them in history', async () => {
    const project = payload<Project>(
      await call('POST', `${base}/projects`, 'owner', { name: 'With milestones' }),
    );
    const path = `${base}/projects/${project.id}/milestones`;
    expect(payload<{ items: unknown[]; version: number }>(await call('GET', path, 'owner'))).toEqual({
      items: [],
      version: 0,
    });
    const saved = await call('PUT', path, 'owner', {
      items: [{ name: 'Go live', deadline: '2027-03-01', milestoneType: 1 }],
      version: 0,
    });
    expect(saved.status).toBe(200);
    const list = payload<{ items: { id: string; name: string; description: string }[]; version: number }>(
      saved,
    );
    expect(list).toMatchObject({ version: 1, items: [{ name: 'Go live', description: '' }] });
    expect(list.items[0]!.id).toBeTruthy();

    const stale = await call('PUT', path, 'owner', { items: [], version: 0 });
    expect(stale.status).toBe(409);
    const badDate = await call('PUT', path, 'owner', {
      items: [{ name: 'x', deadline: '01/03/2027' }],
      version: 1,
    });
    expect(badDate.status).toBe(400);
    expect(badDate.json.message).toContain('body.items.0.deadline');

    const phases = await call('PUT', `${base}/projects/${project.id}/phases`, 'owner', {
      items: [{ name: 'Discovery' }],
      version: 0,
    });
    expect(phases.status).toBe(200);

    const copy = await call('POST', `${base}/projects/${project.id}/copy`, 'owner', {});
    expect(copy.status).toBe(201);
    const copied = payload<Project>(copy);
    expect(copied.name).toBe('With milestones (copy)');
    const copiedMilestones = payload<{ items: { id: string; name: string }[] }>(
      await call('GET', `${base}/projects/${copied.id}/milestones`, 'owner'),
    );
    expect(copiedMilestones.items.map((item) => item.name)).toEqual(['Go live']);
    expect(copiedMilestones.items[0]!.id).not.toBe(list.items[0]!.id);

    const history = payload<History[]>(
      await call('GET', `${base}/projects/${project.id}/project/${project.id}/history`, 'owner'),
    );
    expect(history.find((entry) => entry.field === 'milestones')).toMatchObject({
      oldValue: [],
      action: 'update',
    });
  });

  it('soft-deletes projects and deletes a programme only once it is empty', async () => {
    const programme = payload<Programme>(
      await call('POST', `${base}/programmes`, 'owner', { name: 'Short-lived' }),
    );
    const project = payload<Project>(
      await call('POST', `${base}/projects`, 'owner', { name: 'Doomed', programmeId: programme.id }),
    );
    const notEmpty = await call('DELETE', `${base}/programmes/${programme.id}`, 'owner');
    expect(notEmpty.status).toBe(409);

    const deleted = await call('DELETE', `${base}/projects/${project.id}`, 'owner');
    expect(deleted.status).toBe(200);
    expect(payload<Project>(deleted).lifecycleStatus).toBe('deleted');
    expect((await call('GET', `${base}/projects/${project.id}`, 'owner')).status).toBe(404);
    const listed = payload<Paged<Project>>(await call('GET', `${base}/projects?pageSize=500`, 'owner'));
    expect(listed.items.some((item) => item.id === project.id)).toBe(false);

    expect((await call('DELETE', `${base}/programmes/${programme.id}`, 'owner')).status).toBe(200);
    expect((await call('GET', `${base}/programmes/${programme.id}`, 'owner')).status).toBe(404);
    const history = payload<History[]>(
      await call('GET', `${base}/history/programme/${programme.id}`, 'owner'),
    );
    expect(history[0]).toMatchObject({ action: 'delete', oldValue: 'Short-lived' });
  });

  it('lets programme editing follow the programme claims: owners yes, contributors and readers no', async () => {
    expect(
      (
        await call('PUT', `${base}/programmes/${f.programmeId}`, 'contributor', {
          description: 'x',
          version: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', `${base}/programmes/${f.programmeId}/milestones`, 'reader', {
          items: [],
          version: 0,
        })
      ).status,
    ).toBe(403);
  });
});

describe('organisations', () => {
  it('an admin creates an organisation and becomes its admin; owners cannot', async () => {
    const created = await call('POST', '/api/v1/organisations', 'admin', {
      organisationId: org,
      name: 'Spin-off Ltd',
    });
    expect(created.status).toBe(201);
    const organisation = payload<{ id: string; permissionScope: number }>(created);
    expect(organisation.permissionScope).toBe(300);
    const mine = payload<{ id: string; name: string }[]>(await call('GET', '/api/v1/organisations', 'admin'));
    expect(mine.map((entry) => entry.name)).toContain('Spin-off Ltd');
    const history = await call(
      'GET',
      `/api/v1/organisations/${organisation.id}/history/organisation/${organisation.id}`,
      'admin',
    );
    expect(payload<History[]>(history)).toEqual([
      expect.objectContaining({ action: 'create', newValue: 'Spin-off Ltd' }),
    ]);

    expect(
      (await call('POST', '/api/v1/organisations', 'owner', { organisationId: org, name: 'Not allowed' }))
        .status,
    ).toBe(403);
  });
});
