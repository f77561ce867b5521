import { describe, expect, it } from 'vitest';
import type { Boot } from '@tandem/shared/users/contract-boot';
import { demoFixtures as f } from './matrix/probe';
import { call, payload } from './hierarchy-helpers';

const boot = (who: string, organisationId?: string) =>
  call('GET', `/api/v1/users/me/boot${organisationId ? `?organisationId=${organisationId}` : ''}`, who);
const query = `organisationId=${f.organisationId}`;

describe('users/me/boot: the shell’s start-up data in one call', () => {
  it.each(['owner', 'contributor', 'reader'])(
    'answers %s exactly what each call it stands for answers',
    async (who) => {
      const response = await boot(who, f.organisationId);
      expect(response.status).toBe(200);
      const answer = payload<Boot>(response);
      const [me, organisations, claims, projects, recent, programmes, unread] = await Promise.all(
        [
          '/api/v1/users/me',
          '/api/v1/users/me/associated-organisations',
          `/api/v1/auth/claims/organisations/${f.organisationId}`,
          `/api/v1/users/me/projects?${query}`,
          `/api/v1/users/me/recent-projects?${query}`,
          `/api/v1/organisations/${f.organisationId}/programmes?page=1&pageSize=500&sorts=name`,
          `/api/v1/users/me/notifications/unread-count?${query}`,
        ].map(async (path) => payload<unknown>(await call('GET', path, who))),
      );
      expect(answer.user).toEqual(me);
      expect(answer.eulaSigned).toBe(true);
      expect(answer.organisations).toEqual(organisations);
      expect(answer.organisationId).toBe(f.organisationId);
      expect(answer.claims).toEqual(claims);
      expect(answer.projects).toEqual(projects);
      expect(answer.recentProjects).toEqual(recent);
      expect(answer.programmes).toEqual(programmes);
      expect({ unreadCount: answer.unreadCount }).toEqual(unread);
      // The switches travel in the settings header too; the payload carries them for the first paint.
      const settings = JSON.parse(String(response.headers['x-organisation-settings'])) as Record<
        string,
        unknown
      >;
      expect(answer.settings).toEqual(settings[f.organisationId]);
    },
  );

  it('without an organisation answers the user and their organisations only', async () => {
    const answer = payload<Boot>(await boot('owner'));
    expect(answer.organisations?.map((organisation) => organisation.id)).toContain(f.organisationId);
    expect(answer.organisationId).toBeNull();
    expect(answer.claims).toBeNull();
    expect(answer.projects).toBeNull();
    expect(answer.unreadCount).toBeNull();
  });

  it('before the licence is signed answers the claims but nothing licence-gated', async () => {
    const response = await boot('newcomer', f.organisationId);
    expect(response.status).toBe(200);
    const answer = payload<Boot>(response);
    expect(answer.eulaSigned).toBe(false);
    expect(answer.claims?.isEulaSigned).toBe('0');
    expect(answer.organisations).toBeNull();
    expect(answer.projects).toBeNull();
    expect(answer.recentProjects).toBeNull();
    expect(answer.programmes).toBeNull();
    expect(answer.unreadCount).toBeNull();
  });

  it('answers 404 for another organisation’s id, naming nothing of it', async () => {
    const response = await boot('outsider', f.organisationId);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.json)).not.toMatch(/Northwind|Online Booking/);
    const own = payload<Boot>(await boot('outsider'));
    expect(own.organisations?.map((organisation) => organisation.id)).toEqual([f.otherOrganisationId]);
  });

  it('refuses an unknown query field with a 400 naming it, and a caller without a token with a 401', async () => {
    const bad = await call('GET', `/api/v1/users/me/boot?${query}&withEverything=1`, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/withEverything/);
    const anonymous = await call('GET', '/api/v1/users/me/boot', { authorization: '' });
    expect(anonymous.status).toBe(401);
  });
});
