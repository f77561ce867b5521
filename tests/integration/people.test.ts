import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword } from '@tandem/infra/local/src/seed/demo-data';
import { signIn } from '../support/oidc-sign-in';
import { freshMember, sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, headersFor, payload } from './hierarchy-helpers';
import { apiUrl } from './worker-stack';

// Other tests count the seeded demo world: leave organisation A as it was.
afterAll(() => sweepProbeLeftovers());

const org = demoOrganisations.a.organisationId;
const base = `/api/v1/organisations/${org}`;

interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  permissionScope: number;
  version: number;
}
interface Paged<T> {
  items: T[];
  totalItems: number;
}

describe('organisation users', () => {
  it('adds an unknown person by email with an identity they can sign in with after a reset', async () => {
    const email = `new-${randomUUID()}@demo.test`;
    const added = await call('POST', `${base}/users`, 'owner', {
      email: email.toUpperCase(),
      firstName: 'Nova',
      lastName: 'Newperson',
      permissionScope: 100,
    });
    expect(added.status).toBe(201);
    const member = payload<Member>(added);
    expect(member).toMatchObject({ email, firstName: 'Nova', permissionScope: 100 });

    const again = await call('POST', `${base}/users`, 'owner', {
      email,
      firstName: 'Nova',
      lastName: 'Again',
      permissionScope: 100,
    });
    expect(again.status).toBe(409);

    const search = await call('POST', '/api/v1/users/search-by-email', 'owner', {
      organisationId: org,
      email,
    });
    expect(payload(search)).toMatchObject({ user: { id: member.id, email }, isMember: true });
    const nobody = await call('POST', '/api/v1/users/search-by-email', 'owner', {
      organisationId: org,
      email: `nobody-${randomUUID()}@demo.test`,
    });
    expect(payload(nobody)).toEqual({ user: null, isMember: false });

    // Only admins reset passwords; the local directory hands back a temporary one.
    expect((await call('POST', `${base}/users/${member.id}/reset-password`, 'owner')).status).toBe(403);
    const reset = await call('POST', `${base}/users/${member.id}/reset-password`, 'admin');
    expect(reset.status).toBe(200);
    const { temporaryPassword } = payload<{ temporaryPassword: string }>(reset);
    const tokens = await signIn(apiUrl(), email, temporaryPassword, {
      newPassword: 'Chosen-after-reset-1',
    });
    expect(tokens.accessToken).toBeTruthy();

    const history = await call('GET', `${base}/history/member/${member.id}`, 'owner');
    expect(payload<{ action: string; field: string }[]>(history).map((entry) => entry.field)).toEqual([
      'password',
      'scope',
    ]);
    expect((await call('GET', `${base}/history/member/${member.id}`, 'reader')).status).toBe(403);
  });

  it('search by e-mail answers only members of the organisation asked about (issue 36)', async () => {
    const search = (who: string, organisationId: string, email: string) =>
      call('POST', '/api/v1/users/search-by-email', who, { organisationId, email });
    // outsider@ belongs to organisation B only: A's owner learns nothing, as for an unknown address.
    const elsewhere = await search('owner', org, 'outsider@demo.test');
    expect(elsewhere.status).toBe(200);
    expect(payload(elsewhere)).toEqual({ user: null, isMember: false });
    const fromB = await search('outsider', demoOrganisations.b.organisationId, 'owner@demo.test');
    expect(payload(fromB)).toEqual({ user: null, isMember: false });
    // multi@ is in both: each organisation may know them.
    expect(payload(await search('owner', org, 'multi@demo.test'))).toMatchObject({
      user: { email: 'multi@demo.test', firstName: 'Max' },
      isMember: true,
    });
    // Asking about another organisation is refused as before (not a member there: 404).
    expect((await search('owner', demoOrganisations.b.organisationId, 'multi@demo.test')).status).toBe(404);
  });

  it('lists members paged with filters and sorts, and refuses unknown keys', async () => {
    const filters = encodeURIComponent('email-ct-demo.test');
    const response = await call(
      'GET',
      `${base}/users?pageSize=3&sorts=-lastName&filters=${filters}`,
      'owner',
    );
    expect(response.status).toBe(200);
    const page = payload<Paged<Member>>(response);
    expect(page.items).toHaveLength(3);
    expect(page.totalItems).toBeGreaterThanOrEqual(6);
    const names = page.items.map((item) => item.lastName);
    expect([...names].sort().reverse()).toEqual(names);
    expect((await call('GET', `${base}/users?filters=password-eq-x`, 'owner')).status).toBe(400);
    expect((await call('GET', `${base}/users`, 'contributor')).status).toBe(403);
  });

  it('changes scopes with the new rights effective on the next request, and keeps ADMIN to admins', async () => {
    const person = await freshMember({ scope: 100 });
    const headers = await headersFor(person.email);
    expect((await call('GET', `${base}/users`, headers)).status).toBe(403);

    const promoted = await call('PUT', `${base}/users/${person.userId}/update-permissions`, 'owner', {
      permissionScope: 280,
    });
    expect(promoted.status).toBe(200);
    expect((await call('GET', `${base}/users`, headers)).status).toBe(200);

    const toAdmin = await call('PUT', `${base}/users/${person.userId}/update-permissions`, 'owner', {
      permissionScope: 300,
    });
    expect(toAdmin.status).toBe(403);
    const badScope = await call('PUT', `${base}/users/${person.userId}/update-permissions`, 'owner', {
      permissionScope: 150,
    });
    expect(badScope.status).toBe(400);
    expect(badScope.json.message).toContain('body.permissionScope');
    const stale = await call('PUT', `${base}/users/${person.userId}/update-permissions`, 'owner', {
      permissionScope: 200,
      version: 1,
    });
    expect(stale.status).toBe(409);

    const removed = await call('DELETE', `${base}/users/${person.userId}`, 'owner');
    expect(removed.status).toBe(200);
    expect((await call('GET', `${base}/users`, headers)).status).toBe(404);
    expect((await call('DELETE', `${base}/users/${person.userId}`, 'owner')).status).toBe(404);
  });

  it('never removes or demotes the last admin of an organisation', async () => {
    const created = await call('POST', '/api/v1/organisations', 'admin', {
      organisationId: org,
      name: 'Solo Admin Co',
    });
    const { id } = payload<{ id: string }>(created);
    const admin = payload<{ id: string }>(await call('GET', '/api/v1/users/me', 'admin')).id;
    const demote = await call(
      'PUT',
      `/api/v1/organisations/${id}/users/${admin}/update-permissions`,
      'admin',
      {
        permissionScope: 280,
      },
    );
    expect(demote.status).toBe(409);
    expect(demote.json.message).toContain('last admin');
    const remove = await call('DELETE', `/api/v1/organisations/${id}/users/${admin}`, 'admin');
    expect(remove.status).toBe(409);

    // With a second admin, the first may step down.
    const second = await freshMember({ scope: 300, organisationId: id });
    expect(second.userId).toBeTruthy();
    const stepDown = await call(
      'PUT',
      `/api/v1/organisations/${id}/users/${admin}/update-permissions`,
      'admin',
      {
        permissionScope: 280,
      },
    );
    expect(stepDown.status).toBe(200);
  });

  it('exports members as .xlsx with the requested columns only', async () => {
    const response = await call('GET', `${base}/export-users?columns=email,role`, 'owner');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('spreadsheetml');
    expect(response.raw.subarray(0, 2).toString()).toBe('PK');
    const bad = await call('GET', `${base}/export-users?columns=email,password`, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('query.columns');
  });
});

describe('own profile and password', () => {
  it('renames the caller everywhere, conditional on the version', async () => {
    const person = await freshMember({ scope: 200 });
    const headers = await headersFor(person.email);
    const profile = payload<{ version: number; firstName: string }>(
      await call('GET', '/api/v1/users/me/settings', headers),
    );
    const renamed = await call('PUT', '/api/v1/users/me/settings', headers, {
      firstName: 'Renamed',
      version: profile.version,
    });
    expect(renamed.status).toBe(200);
    expect(payload(renamed)).toMatchObject({ firstName: 'Renamed', version: profile.version + 1 });
    const stale = await call('PUT', '/api/v1/users/me/settings', headers, {
      lastName: 'Late',
      version: profile.version,
    });
    expect(stale.status).toBe(409);
    const tooLong = await call('PUT', '/api/v1/users/me/settings', headers, { lastName: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);

    const filters = encodeURIComponent(`email-eq-${person.email}`);
    const listed = payload<Paged<Member>>(await call('GET', `${base}/users?filters=${filters}`, 'owner'));
    expect(listed.items[0]).toMatchObject({ firstName: 'Renamed' });
  });

  it('changes the password only with the right current password', async () => {
    const person = await freshMember({ scope: 100 });
    const headers = await headersFor(person.email);
    const check = await call('POST', '/api/v1/users/validateCurrentPassword', headers, {
      currentPassword: 'nope',
    });
    expect(payload(check)).toEqual({ valid: false });
    const wrong = await call('POST', '/api/v1/users/changePassword', headers, {
      currentPassword: 'wrong-password',
      newPassword: 'A-brand-new-passw0rd',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toContain('body.currentPassword');
    const short = await call('POST', '/api/v1/users/changePassword', headers, {
      currentPassword: demoPassword,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toContain('body.newPassword');
    const changed = await call('POST', '/api/v1/users/changePassword', headers, {
      currentPassword: demoPassword,
      newPassword: 'A-brand-new-passw0rd',
    });
    expect(changed.status).toBe(200);
    await expect(signIn(apiUrl(), person.email, 'A-brand-new-passw0rd')).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    await expect(signIn(apiUrl(), person.email, demoPassword)).rejects.toThrow();
  });
});
