import { describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { freshMember } from './matrix/organisation-probes';
import { call, headersFor, payload } from './hierarchy-helpers';

interface Member {
  id: string;
  permissionScope: number;
}

/**
 * Issue 36: the last-admin rule used to count the admins and then write, so two demotions sent at
 * once both passed and left the organisation without an admin. Two admins demote each other at the
 * same moment, a hundred times: one may win, never both.
 */
describe('the last admin, under simultaneous demotions', () => {
  it(
    'keeps an admin through a hundred rounds of two simultaneous demotions',
    { timeout: 300_000 },
    async () => {
      const created = await call('POST', '/api/v1/organisations', 'admin', {
        organisationId: demoOrganisations.a.organisationId,
        name: 'Race Co',
      });
      const { id: organisationId } = payload<{ id: string }>(created);
      const base = `/api/v1/organisations/${organisationId}/users`;
      const people = await Promise.all(
        [0, 1].map(async () => {
          const person = await freshMember({ scope: OrgScope.ADMIN, organisationId });
          return { userId: person.userId, headers: await headersFor(person.email) };
        }),
      );
      // admin@ steps down, so exactly the two fresh people are the admins.
      const me = payload<{ id: string }>(await call('GET', '/api/v1/users/me', 'admin')).id;
      expect(
        (await call('PUT', `${base}/${me}/update-permissions`, 'admin', { permissionScope: 280 })).status,
      ).toBe(200);
      const admins = async () =>
        payload<{ items: Member[] }>(await call('GET', `${base}?pageSize=50`, 'admin')).items.filter(
          (member) => member.permissionScope === OrgScope.ADMIN,
        );
      const [first, second] = people as [(typeof people)[number], (typeof people)[number]];
      const statuses = new Map<number, number>();
      let bothWon = 0;
      for (let round = 0; round < 100; round++) {
        // Each demotes the other, at the same moment.
        const outcomes = await Promise.all([
          call('PUT', `${base}/${second.userId}/update-permissions`, first.headers, { permissionScope: 280 }),
          call('PUT', `${base}/${first.userId}/update-permissions`, second.headers, { permissionScope: 280 }),
        ]);
        for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        // A refusal is the last-admin 409, or 403 when the caller's own demotion landed first: never a 500.
        for (const outcome of outcomes) expect([200, 403, 409]).toContain(outcome.status);
        if (outcomes.every((outcome) => outcome.status === 200)) bothWon++;
        const left = await admins();
        expect(left.length, `round ${round}`).toBeGreaterThanOrEqual(1);
        // The remaining admin makes the other an admin again for the next round.
        for (const person of people) {
          if (left.some((member) => member.id === person.userId)) continue;
          const keeper = people.find((candidate) => candidate !== person)!;
          const again = await call('PUT', `${base}/${person.userId}/update-permissions`, keeper.headers, {
            permissionScope: OrgScope.ADMIN,
          });
          expect(again.status).toBe(200);
        }
      }
      expect(bothWon).toBe(0);
      // Most rounds end with exactly one demotion through.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    },
  );
});
