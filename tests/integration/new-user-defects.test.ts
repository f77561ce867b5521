import { randomUUID } from 'node:crypto';
import { ClientErrorCode, ServerErrorCode } from '@tandem/shared/core/error-codes';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { describe, expect, it } from 'vitest';
import { callAction } from './action-fixtures';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

// Issue 11: what a new user met. Each answer here is what the web app maps to its message.
const organisationId = demoOrganisations.a.organisationId;
const org = `/api/v1/organisations/${organisationId}`;
const call = async (method: string, path: string, user: string, body?: unknown) =>
  api(method, `${org}${path}`, {
    headers: await bearer(user),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const envelope = (response: ApiResponse) => response.json as { message?: string; code?: number };

describe('409s: a stale version is told apart from other refusals', () => {
  it('adding someone who already is a member answers the real reason, not a version conflict', async () => {
    const response = await call('POST', '/users', 'admin', {
      email: 'contributor@demo.test',
      firstName: 'Again',
      lastName: 'Member',
      permissionScope: 100,
    });
    expect(response.status).toBe(409);
    expect(envelope(response).message).toMatch(/already a member/);
    expect(envelope(response).code).toBe(ClientErrorCode.REQUEST_FAILED);
  });

  it('a save on a stale version carries VERSION_CONFLICT', async () => {
    const current = (await call('GET', '/settings', 'admin')).json.payload as { version: number };
    const response = await call('PUT', '/settings', 'admin', {
      tagsEnabled: '1',
      version: current.version + 1,
    });
    expect(response.status).toBe(409);
    expect(envelope(response).code).toBe(ServerErrorCode.VERSION_CONFLICT);
  });
});

describe('an unknown project in the caller’s organisation', () => {
  it('answers 404, also for a user with no organisation-wide rights, and 403 stays for a real closed one', async () => {
    const missing = await call('GET', `/projects/${randomUUID()}`, 'contributor');
    expect(missing.status).toBe(404);
    expect(envelope(missing).message).toMatch(/project/i);
    expect((await call('GET', `/projects/${f.ungrantedProjectId}`, 'contributor')).status).toBe(403);
  });
});

describe('the visualisations switch', () => {
  it('refuses the summary and reports with a clear message while off, and serves them again when on', async () => {
    const setFlag = async (value: '0' | '1') => {
      const { version } = (await call('GET', '/settings', 'admin')).json.payload as { version: number };
      expect(
        (await call('PUT', '/settings', 'admin', { visualisationsEnabled: value, version })).status,
      ).toBe(200);
    };
    await setFlag('0');
    try {
      const summary = await callAction('getActionsSummary', { as: 'contributor' });
      expect(summary.status).toBe(403);
      expect(envelope(summary).message).toMatch(/Visualisations are switched off/);
      expect((await callAction('getAudienceActionRagReport', { as: 'contributor' })).status).toBe(403);
      // The rest of the actions API is untouched.
      expect((await callAction('listActions', { as: 'contributor' })).status).toBe(200);
    } finally {
      await setFlag('1');
    }
    expect((await callAction('getActionsSummary', { as: 'contributor' })).status).toBe(200);
  });
});
