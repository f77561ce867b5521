import { generateKeyPairSync } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { licenceExempt } from '@tandem/shared/contract/permission';
import { permissionHeaders } from '@tandem/shared/permissions/compact-permissions';
import { demoOrganisations, demoProjects, demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { api } from './api';
import { resetNewcomerLicence } from './demo-state';
import { bearer, tokenFor } from './sessions';
import { apiUrl, signingKey } from './worker-stack';

const organisationA = demoOrganisations.a.organisationId;
const organisationB = demoOrganisations.b.organisationId;
const userId = (key: string) => demoUsers.find((user) => user.key === key)!.userId;
const pathFor = (path: string) =>
  path.replace('{organisationId}', organisationA).replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
const protectedEndpoints = endpointEntries.filter(([, endpoint]) => endpoint.permission.kind !== 'public');

async function mintToken(options: { expired?: boolean; foreignKey?: boolean }) {
  const local = JSON.parse(signingKey()) as Record<string, unknown>;
  const key = options.foreignKey
    ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    : await importJWK(local as never, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'api' })
    .setProtectedHeader({ alg: 'RS256', kid: String(local.kid), typ: 'at+jwt' })
    .setIssuer(`${apiUrl()}/auth`)
    .setAudience('tandem-api')
    .setSubject(userId('admin'))
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.expired ? now - 60 : now + 600)
    .sign(key);
}

describe('token verification on every protected endpoint', () => {
  // Minted once: a 2048-bit key pair per endpoint made this file the longest of the run.
  let badTokens: (string | undefined)[] = [];
  beforeAll(async () => {
    badTokens = [
      undefined,
      await mintToken({ expired: true }),
      await mintToken({ foreignKey: true }),
      'not-a-jwt',
    ];
  });

  it.each(protectedEndpoints)(
    '%s refuses a missing, expired, forged or malformed token with 401',
    async (_, endpoint) => {
      const url = pathFor(endpoint.path);
      expect(badTokens).toHaveLength(4);
      for (const token of badTokens) {
        const response = await api(endpoint.method, url, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(response.status).toBe(401);
        expect(response.json).toMatchObject({ isError: true, code: 4 });
      }
    },
  );

  it('accepts a freshly minted token signed by the provider’s key (the refusals above are not blanket)', async () => {
    const response = await api('GET', '/api/v1/users/me', {
      headers: { authorization: `Bearer ${await mintToken({})}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('claims and permissions headers', () => {
  it('returns the spec’s claims for a member and 404 for another organisation', async () => {
    const mine = await api('GET', `/api/v1/auth/claims/organisations/${organisationA}`, {
      headers: await bearer('owner'),
    });
    expect(mine.status).toBe(200);
    expect(mine.json.payload).toEqual({
      userId: userId('owner'),
      isTestUser: '0',
      isEulaSigned: '1',
      [`organisation:${organisationA}:scope`]: '280',
    });
    const theirs = await api('GET', `/api/v1/auth/claims/organisations/${organisationA}`, {
      headers: await bearer('outsider'),
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.json)).not.toContain('Northwind');
  });

  it('sends the permissions and settings with a version that changes only with the content', async () => {
    const first = await api('GET', '/api/v1/users/me', { headers: await bearer('multi') });
    const second = await api('GET', '/api/v1/users/me/associated-organisations', {
      headers: await bearer('multi'),
    });
    const permissions = JSON.parse(String(first.headers[permissionHeaders.permissions]));
    expect(Object.keys(permissions).sort()).toEqual([organisationA, organisationB].sort());
    expect(permissions[organisationA].s).toBe(200);
    expect(first.headers[permissionHeaders.version]).toBe(second.headers[permissionHeaders.version]);
    const other = await api('GET', '/api/v1/users/me', { headers: await bearer('reader') });
    expect(other.headers[permissionHeaders.version]).not.toBe(first.headers[permissionHeaders.version]);
    expect(JSON.parse(String(first.headers[permissionHeaders.settings]))[organisationA].tagsEnabled).toBe(
      '1',
    );
  });

  it('lists the user’s organisations with their scope, sorted by name', async () => {
    const response = await api('GET', '/api/v1/users/me/associated-organisations', {
      headers: await bearer('multi'),
    });
    expect(response.json.payload).toEqual([
      { id: organisationB, name: 'Contoso Rail', profileImageUrl: null, permissionScope: 100 },
      { id: organisationA, name: 'Northwind Health', profileImageUrl: null, permissionScope: 200 },
    ]);
  });
});

describe('projects the user may open', () => {
  const projectsOf = async (userKey: string, organisationId = organisationA) =>
    api('GET', `/api/v1/users/me/projects?organisationId=${organisationId}`, {
      headers: await bearer(userKey),
    });

  it('gives owners and readers every active project, contributors only their granted ones', async () => {
    // Other test files may add projects to A: owners and readers see the same full list, seeded ones included.
    const seeded = demoProjects
      .filter((project) => project.organisation === 'a')
      .map((project) => project.projectId);
    const ownerIds = ((await projectsOf('owner')).json.payload as { id: string }[]).map(
      (project) => project.id,
    );
    const readerIds = ((await projectsOf('reader')).json.payload as { id: string }[]).map(
      (project) => project.id,
    );
    expect(ownerIds).toEqual(expect.arrayContaining(seeded));
    expect(readerIds.sort()).toEqual([...ownerIds].sort());
    const contributor = (await projectsOf('contributor')).json.payload as {
      name: string;
      programmeName: string | null;
    }[];
    expect(contributor.map((project) => project.name).sort()).toEqual([
      'Finance System Upgrade',
      'Online Booking',
      'Patient Portal',
    ]);
    expect(
      contributor.find((project) => project.name === 'Finance System Upgrade')?.programmeName,
    ).toBeNull();
    expect(contributor.find((project) => project.name === 'Online Booking')?.programmeName).toBe(
      'Digital Front Door',
    );
  });

  it('answers 404 for an organisation the caller does not belong to', async () => {
    const response = await projectsOf('outsider', organisationA);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.json)).not.toContain('Online Booking');
  });

  it('keeps recent projects newest first without duplicates, and refuses other organisations’ projects', async () => {
    const [first, second] = demoProjects.filter((project) => project.organisation === 'a');
    const headers = await bearer('admin');
    for (const project of [first!, second!, first!]) {
      const response = await api('POST', '/api/v1/users/me/recent-projects', {
        headers,
        body: JSON.stringify({ organisationId: organisationA, projectId: project.projectId }),
      });
      expect(response.status).toBe(200);
    }
    const recent = await api('GET', `/api/v1/users/me/recent-projects?organisationId=${organisationA}`, {
      headers,
    });
    expect((recent.json.payload as { projectId: string }[]).map((entry) => entry.projectId)).toEqual([
      first!.projectId,
      second!.projectId,
    ]);

    const outsider = await bearer('outsider');
    const refused = await api('POST', '/api/v1/users/me/recent-projects', {
      headers: outsider,
      body: JSON.stringify({ organisationId: organisationA, projectId: first!.projectId }),
    });
    expect(refused.status).toBe(404);
    const theirRecent = await api('GET', `/api/v1/users/me/recent-projects?organisationId=${organisationB}`, {
      headers: outsider,
    });
    expect(theirRecent.json.payload).toEqual([]);
  });
});

describe('the licence agreement gate', () => {
  // Other test files rely on the seeded newcomer not having signed: put it back afterwards.
  afterAll(() => resetNewcomerLicence());

  it('refuses every product endpoint to the newcomer with 403 until the latest agreement is signed', async () => {
    const headers = await bearer('newcomer');
    const gated = protectedEndpoints.filter(([, endpoint]) => !licenceExempt(endpoint.permission));
    expect(gated.length).toBeGreaterThan(0);
    // Some 500 calls: a few at a time, so a busy machine does not push the file past its time limit.
    const probe = async ([, endpoint]: (typeof gated)[number]) => {
      const response = await api(
        endpoint.method,
        pathFor(endpoint.path).replace('00000000-0000-4000-8000-000000000000', organisationA),
        {
          headers,
          ...(endpoint.body
            ? {
                body: JSON.stringify({
                  organisationId: organisationA,
                  projectId: demoProjects[0]!.projectId,
                }),
              }
            : {}),
        },
      );
      expect([400, 403]).toContain(response.status);
      if (response.status === 403) expect(response.json.message).toMatch(/licence agreement/);
    };
    for (let start = 0; start < gated.length; start += 16)
      await Promise.all(gated.slice(start, start + 16).map(probe));
    const claims = await api('GET', `/api/v1/auth/claims/organisations/${organisationA}`, { headers });
    expect(claims.json.payload).toMatchObject({ isEulaSigned: '0' });

    const latest = await api('GET', '/api/v1/eula/get-latest', { headers });
    expect(latest.json.payload).toMatchObject({
      version: 2,
      title: expect.any(String),
      content: expect.stringContaining('<p>'),
    });
    const signed = await api('POST', '/api/v1/eula/sign-latest', { headers });
    expect(signed.status).toBe(200);
    expect(signed.json.payload).toMatchObject({ version: 2 });

    const afterwards = await api('GET', '/api/v1/users/me/associated-organisations', { headers });
    expect(afterwards.status).toBe(200);
    const claimsAfter = await api('GET', `/api/v1/auth/claims/organisations/${organisationA}`, { headers });
    expect(claimsAfter.json.payload).toMatchObject({ isEulaSigned: '1' });
    expect(await tokenFor('newcomer')).toBeTruthy();
  });
});
