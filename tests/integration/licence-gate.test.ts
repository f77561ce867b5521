import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@tandem/shared/contract/endpoints';
import { licenceExempt } from '@tandem/shared/contract/permission';
import { api } from './api';
import { resetNewcomerLicence } from './demo-state';
import { bearer } from './sessions';

describe('before the licence agreement is signed', () => {
  afterAll(() => resetNewcomerLicence());

  it('answers only what the licence screen needs', () => {
    const exempt = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.permission.kind === 'signedIn' && licenceExempt(endpoint.permission))
      .map(([name]) => name)
      .sort();
    // Issue 29 added getBoot on purpose: the shell's one start-up call answers before the licence is
    // signed, with every licence-gated part empty (tests/integration/boot.test.ts).
    expect(exempt).toEqual([
      'addUser',
      'getBoot',
      'getClaims',
      'getLatestLicence',
      'logout',
      'signLatestLicence',
    ]);
  });

  it('refuses the newcomer their own organisations and record with the licence message, until they accept', async () => {
    const headers = await bearer('newcomer');
    for (const path of ['/api/v1/users/me/associated-organisations', '/api/v1/users/me']) {
      const refused = await api('GET', path, { headers });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toMatch(/licence agreement/);
    }
    expect((await api('GET', '/api/v1/eula/get-latest', { headers })).status).toBe(200);
    expect((await api('POST', '/api/v1/eula/sign-latest', { headers })).status).toBe(200);
    const allowed = await api('GET', '/api/v1/users/me/associated-organisations', { headers });
    expect(allowed.status).toBe(200);
  });
});
