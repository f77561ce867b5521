import { afterAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '@tandem/shared/contract/endpoints';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impacts } from '@tandem/shared/impacts/impact';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { api } from './api';
import { freshItem } from './matrix/entity-probes';
import { freshMember, freshProject, sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

afterAll(() => sweepProbeLeftovers());

const params = { organisationId: f.organisationId, projectId: f.projectId };

async function call(
  id: EndpointId,
  as: string,
  { path = {}, body }: { path?: Record<string, string>; body?: unknown } = {},
) {
  return api(endpoints[id].method, buildPath(endpoints[id].path, { ...params, ...path }), {
    headers: await bearer(as as never),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

interface Authorisation {
  userId: string;
  flags: number;
  organisationFlags: number;
  projectFlags: number;
}

describe("the project's users at the spec's paths (issue 32 item 1)", () => {
  it('projectUsers answers what project-team-users-simple answers', async () => {
    const spec = await call('listProjectUsers', 'admin');
    const simple = await call('listProjectTeamUsers', 'admin');
    expect(spec.status).toBe(200);
    expect(spec.json.payload).toEqual(simple.json.payload);
    expect((spec.json.payload as unknown[]).length).toBeGreaterThan(0);
    expect((await call('listProjectUsers', 'outsider')).status).toBe(404);
  });

  it('project-team-user-authorisation names each person’s rights and where they come from', async () => {
    const projectId = await freshProject();
    const person = await freshMember({ scope: 200 });
    const path = { projectId };
    const before = (await call('listProjectTeamUserAuthorisation', 'admin', { path })).json
      .payload as Authorisation[];
    expect(before.map((row) => row.userId)).not.toContain(person.userId);
    const admin = before.find((row) => row.organisationFlags > 0)!;
    expect(admin.projectFlags).toBe(0);
    expect(admin.flags).toBe(admin.organisationFlags);

    const granted = await call('createProjectPermission', 'admin', {
      path,
      body: { userId: person.userId, flags: ProjectFlag.PROJECT_EDIT },
    });
    expect(granted.status).toBe(201);
    const after = (await call('listProjectTeamUserAuthorisation', 'admin', { path })).json
      .payload as Authorisation[];
    expect(after.find((row) => row.userId === person.userId)).toMatchObject({
      organisationFlags: 0,
      projectFlags: ProjectFlag.PROJECT_EDIT | ProjectFlag.PROJECT_VIEW,
      flags: ProjectFlag.PROJECT_EDIT | ProjectFlag.PROJECT_VIEW,
    });
    expect((await call('listProjectTeamUserAuthorisation', 'reader', { path })).status).toBe(403);
  });
});

describe("impacts' POST grid-data and impacts-impact-group/count (issue 32 item 1)", () => {
  it('POST grid-data answers the grid rows of the named impacts, as GET grid-data has them', async () => {
    const first = await freshItem(impacts as ProjectEntity);
    const second = await freshItem(impacts as ProjectEntity);
    const response = await call('getImpactsGridDataByIds', 'reader', {
      body: { impactIds: [second.id, first.id] },
    });
    expect(response.status).toBe(200);
    const rows = response.json.payload as { id: string }[];
    expect(rows.map((row) => row.id)).toEqual([second.id, first.id]);
    const grid = (await call('getImpactsGridData', 'reader')).json.payload as { id: string }[];
    expect(rows[0]).toEqual(grid.find((row) => row.id === second.id));

    const unknown = await call('getImpactsGridDataByIds', 'admin', {
      body: { impactIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(404);
    const empty = await call('getImpactsGridDataByIds', 'admin', { body: { impactIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/body\.impactIds/);
  });

  it('counts the active impacts of each impact group; a deleted impact leaves the count', async () => {
    const group = await freshItem(impactGroups as ProjectEntity);
    const [first, second] = [
      await freshItem(impacts as ProjectEntity),
      await freshItem(impacts as ProjectEntity),
    ];
    const count = async () =>
      (await call('countImpactsByImpactGroup', 'reader')).json.payload as {
        impactGroups: { impactGroupId: string; count: number }[];
        grouped: number;
        ungrouped: number;
      };
    const before = await count();
    expect(before.impactGroups.find((row) => row.impactGroupId === group.id)).toMatchObject({ count: 0 });
    const linked = await call('addBulkImpactGroupsToImpacts', 'admin', {
      body: { impactGroups: [group.id], impactIds: [first!.id, second!.id] },
    });
    expect(linked.status).toBeLessThan(300);
    const after = await count();
    expect(after.impactGroups.find((row) => row.impactGroupId === group.id)).toMatchObject({ count: 2 });
    expect(after.grouped).toBe(before.grouped + 2);
    expect(after.ungrouped).toBe(before.ungrouped - 2);

    await call('deleteImpactRange', 'admin', { body: { impactIds: [first!.id] } });
    const deleted = await count();
    expect(deleted.impactGroups.find((row) => row.impactGroupId === group.id)).toMatchObject({ count: 1 });
    expect(deleted.grouped + deleted.ungrouped).toBe(after.grouped + after.ungrouped - 1);
    expect((await call('countImpactsByImpactGroup', 'outsider')).status).toBe(404);
  });
});
