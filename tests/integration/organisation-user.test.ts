import { afterAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { buildPath, endpoints } from '@tandem/shared/contract/endpoints';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { api } from './api';
import { freshMember, sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type Member = { id: string; firstName: string; email: string; permissionScope: number; version: number };

async function call(
  id: 'getOrganisationUser' | 'updateOrganisationUser' | 'listOrganisationUsers',
  as: string,
  params: Record<string, string>,
  options: { body?: unknown; query?: string } = {},
) {
  const endpoint = endpoints[id];
  const path = buildPath(endpoint.path, { organisationId: f.organisationId, ...params });
  return api(endpoint.method, `${path}${options.query ?? ''}`, {
    headers: await bearer(as as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

afterAll(() => sweepProbeLeftovers());

describe('one member of an organisation at the spec path (issue 32 item 1)', () => {
  it('GET …/users/{id} answers the member as the members list shows them', async () => {
    const reader = f.userId('reader');
    const one = await call('getOrganisationUser', 'owner', { userId: reader });
    expect(one.status).toBe(200);
    const listed = await call('listOrganisationUsers', 'owner', {}, { query: '?pageSize=500' });
    const inList = (listed.json.payload as { items: Member[] }).items.find((member) => member.id === reader);
    expect(one.json.payload).toEqual(inList);
    expect(one.json.payload).toMatchObject({
      firstName: demoUsers.find((user) => user.key === 'reader')!.firstName,
      permissionScope: OrgScope.READER,
    });
  });

  it('answers 404 for someone who is not a member of this organisation, 403 below owner', async () => {
    const outsider = await call('getOrganisationUser', 'owner', { userId: f.userId('outsider') });
    expect(outsider.status).toBe(404);
    expect(outsider.json.message).toMatch(/params\.userId/);
    expect((await call('getOrganisationUser', 'reader', { userId: f.userId('reader') })).status).toBe(403);
  });

  it("refuses another organisation's admin, for a read and for a save", async () => {
    const member = await freshMember();
    const read = await call('getOrganisationUser', 'outsider', { userId: member.userId });
    expect([403, 404]).toContain(read.status);
    expect(JSON.stringify(read.json)).not.toContain(member.email);
    const save = await call(
      'updateOrganisationUser',
      'outsider',
      { userId: member.userId },
      { body: { permissionScope: OrgScope.OWNER, version: 1 } },
    );
    expect([403, 404]).toContain(save.status);
    const after = await call('getOrganisationUser', 'owner', { userId: member.userId });
    expect(after.json.payload).toMatchObject({ permissionScope: OrgScope.READER, version: 1 });
  });

  it('PUT …/users/{id} saves the scope with the version seen; a stale version is the 409', async () => {
    const member = await freshMember();
    const saved = await call(
      'updateOrganisationUser',
      'owner',
      { userId: member.userId },
      { body: { permissionScope: OrgScope.CONTRIBUTOR, version: 1 } },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.payload).toMatchObject({ permissionScope: OrgScope.CONTRIBUTOR, version: 2 });
    const stale = await call(
      'updateOrganisationUser',
      'owner',
      { userId: member.userId },
      { body: { permissionScope: OrgScope.READER, version: 1 } },
    );
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe(9);
    const bad = await call(
      'updateOrganisationUser',
      'owner',
      { userId: member.userId },
      { body: { permissionScope: 7, version: 2 } },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/body\.permissionScope/);
  });
});
