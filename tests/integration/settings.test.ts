import { describe, expect, it } from 'vitest';
import { permissionHeaders } from '@tandem/shared/permissions/compact-permissions';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { api, type ApiResponse } from './api';
import { bearer } from './sessions';

const { readHistory } = await import('@tandem/functions/data/history');

const organisationId = demoOrganisations.a.organisationId;
const base = `/api/v1/organisations/${organisationId}/settings`;

const get = async (path: string, user = 'admin') =>
  api('GET', `${base}${path}`, { headers: await bearer(user) });
const put = async (path: string, body: unknown, user = 'admin') =>
  api('PUT', `${base}${path}`, { headers: await bearer(user), body: JSON.stringify(body) });
const payload = <T = Record<string, unknown>>(response: ApiResponse) => response.json.payload as T;
const field = (response: ApiResponse) => (response.json.payload as { field?: string })?.field;

describe('organisation settings (feature flags)', () => {
  it("owners read the flags as '1'/'0' with the organisation version", async () => {
    const response = await get('', 'owner');
    expect(response.status).toBe(200);
    expect(payload(response)).toMatchObject({
      customPropertiesEnabled: '1',
      visualisationsEnabled: '1',
      tagsEnabled: '1',
      version: expect.any(Number),
    });
  });

  it('a change is saved, written to history and shows in the settings header at once', async () => {
    const { version } = payload<{ version: number }>(await get('', 'owner'));
    const changed = await put('', { tagsEnabled: '0', version }, 'owner');
    expect(changed.status).toBe(200);
    expect(payload(changed)).toMatchObject({
      tagsEnabled: '0',
      customPropertiesEnabled: '1',
      version: version + 1,
    });
    const next = await get('', 'owner');
    const header = JSON.parse(String(next.headers[permissionHeaders.settings])) as Record<
      string,
      Record<string, string>
    >;
    expect(header[organisationId]?.tagsEnabled).toBe('0');
    const history = await readHistory({
      organisationId,
      entityType: 'organisation',
      entityId: organisationId,
    });
    expect(history[0]).toMatchObject({ field: 'settings.tagsEnabled', oldValue: '"1"', newValue: '"0"' });
    // A stale version is refused and the first change stays.
    const stale = await put('', { tagsEnabled: '1', version }, 'admin');
    expect(stale.status).toBe(409);
    expect(payload(await get(''))).toMatchObject({ tagsEnabled: '0' });
    expect((await put('', { tagsEnabled: '1', version: version + 1 })).status).toBe(200);
  });

  it('refuses values other than the strings 1 and 0', async () => {
    const { version } = payload<{ version: number }>(await get(''));
    for (const value of ['true', 1, 'on']) {
      const response = await put('', { tagsEnabled: value, version });
      expect(response.status).toBe(400);
      expect(field(response)).toBe('body.tagsEnabled');
    }
    const missing = await put('', { tagsEnabled: '1' });
    expect(field(missing)).toBe('body.version');
  });

  it('contributors may not open organisation settings', async () => {
    expect((await get('', 'contributor')).status).toBe(403);
  });
});

describe('settings/users', () => {
  it('owners read it; only the admin changes it; version 0 means defaults', async () => {
    const current = payload<{ version: number }>(await get('/users', 'owner'));
    expect(current).toMatchObject({
      defaultScope: expect.any(Number),
      ownersMayAddUsers: expect.stringMatching(/^[01]$/),
    });
    const body = {
      defaultScope: 200,
      ownersMayAddUsers: '0',
      allowedEmailDomains: ['Northwind.example'],
      version: current.version,
    };
    expect((await put('/users', body, 'owner')).status).toBe(403);
    const saved = await put('/users', body);
    expect(saved.status).toBe(200);
    expect(payload(saved)).toEqual({
      defaultScope: 200,
      ownersMayAddUsers: '0',
      allowedEmailDomains: ['northwind.example'],
      version: current.version + 1,
    });
    expect((await put('/users', { ...body, defaultScope: 100 })).status).toBe(409);
    expect(payload(await get('/users'))).toMatchObject({ defaultScope: 200 });
  });

  it('refuses an admin default, a bad domain and too many domains', async () => {
    const { version } = payload<{ version: number }>(await get('/users'));
    const body = { defaultScope: 100, ownersMayAddUsers: '1', allowedEmailDomains: [], version };
    expect(field(await put('/users', { ...body, defaultScope: 300 }))).toBe('body.defaultScope');
    expect(field(await put('/users', { ...body, allowedEmailDomains: ['not a domain'] }))).toBe(
      'body.allowedEmailDomains.0',
    );
    const many = Array.from({ length: 21 }, (_, index) => `d${index}.example`);
    expect(field(await put('/users', { ...body, allowedEmailDomains: many }))).toBe(
      'body.allowedEmailDomains',
    );
    expect(payload(await get('/users'))).toMatchObject({ version });
  });
});

describe('settings/admin', () => {
  it('is admin only', async () => {
    expect((await get('/admin', 'owner')).status).toBe(403);
    expect((await get('/admin', 'admin')).status).toBe(200);
  });

  it('saves industry, company size and image, and clears them with null', async () => {
    const current = payload<{ name: string; version: number }>(await get('/admin'));
    const saved = await put('/admin', {
      name: current.name,
      industryId: 'healthcare',
      companySize: 5,
      profileImageUrl: 'https://images.example/northwind.png',
      version: current.version,
    });
    expect(saved.status).toBe(200);
    expect(payload(saved)).toMatchObject({
      name: 'Northwind Health',
      industryId: 'healthcare',
      companySize: 5,
    });
    const cleared = await put('/admin', {
      name: current.name,
      industryId: null,
      companySize: null,
      profileImageUrl: null,
      version: current.version + 1,
    });
    expect(payload(cleared)).toMatchObject({ industryId: null, companySize: null, profileImageUrl: null });
  });

  it('refuses bad values naming the field and changes nothing', async () => {
    const current = payload<{ name: string; version: number }>(await get('/admin'));
    const body = {
      name: current.name,
      industryId: null,
      companySize: null,
      profileImageUrl: null,
      version: current.version,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'body.name'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      [{ industryId: 'space-piracy' }, 'body.industryId'],
      [{ companySize: 7 }, 'body.companySize'],
      [{ companySize: 'big' }, 'body.companySize'],
      [{ profileImageUrl: 'javascript:alert(1)' }, 'body.profileImageUrl'],
    ];
    for (const [change, expected] of cases) {
      const response = await put('/admin', { ...body, ...change });
      expect(response.status).toBe(400);
      expect(field(response)).toBe(expected);
    }
    expect(payload(await get('/admin'))).toEqual(current);
  });
});
