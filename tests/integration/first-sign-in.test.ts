import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { signIn } from '../support/oidc-sign-in';
import { sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, payload } from './hierarchy-helpers';
import { apiUrl } from './worker-stack';

afterAll(() => sweepProbeLeftovers());

const base = `/api/v1/organisations/${demoOrganisations.a.organisationId}`;
const origin = () => apiUrl();

async function addPerson() {
  const email = `first-${randomUUID()}@demo.test`;
  const added = await call('POST', `${base}/users`, 'admin', {
    email,
    firstName: 'Fia',
    lastName: 'First',
    permissionScope: 100,
  });
  expect(added.status).toBe(201);
  return { email, ...payload<{ id: string; temporaryPassword: string | null }>(added) };
}

describe('a person an admin adds (local directory)', () => {
  it('gets a temporary password, shown once in the add result', async () => {
    const person = await addPerson();
    expect(person.temporaryPassword).toEqual(expect.any(String));
    // Someone who already has an identity keeps their own password: nothing to hand over.
    const known = await call('POST', `${base}/users`, 'admin', {
      email: 'outsider@demo.test',
      firstName: 'Olly',
      lastName: 'Outsider',
      permissionScope: 100,
    });
    expect(known.status).toBe(201);
    const member = payload<{ id: string; temporaryPassword: string | null }>(known);
    expect(member.temporaryPassword).toBeNull();
    expect((await call('DELETE', `${base}/users/${member.id}`, 'admin')).status).toBe(200);
  });

  it('must choose a new password by the product rule at the first sign-in; the temporary one then stops working', async () => {
    const { email, temporaryPassword } = await addPerson();
    await expect(signIn(origin(), email, temporaryPassword!)).rejects.toThrow(/asked for a new password/);
    await expect(
      signIn(origin(), email, temporaryPassword!, { newPassword: 'too-weak-password' }),
    ).rejects.toThrow(/asked for a new password/);
    const tokens = await signIn(origin(), email, temporaryPassword!, { newPassword: 'My-own-passw0rd' });
    expect(tokens.accessToken).toBeTruthy();
    await expect(signIn(origin(), email, temporaryPassword!)).rejects.toThrow(/status 401/);
    expect((await signIn(origin(), email, 'My-own-passw0rd')).accessToken).toBeTruthy();
  });

  it('after a reset, must choose a new password again', async () => {
    const { email, id, temporaryPassword } = await addPerson();
    await signIn(origin(), email, temporaryPassword!, { newPassword: 'My-own-passw0rd' });
    const reset = await call('POST', `${base}/users/${id}/reset-password`, 'admin');
    const resetPassword = payload<{ temporaryPassword: string }>(reset).temporaryPassword;
    await expect(signIn(origin(), email, resetPassword)).rejects.toThrow(/asked for a new password/);
    expect(
      (await signIn(origin(), email, resetPassword, { newPassword: 'Another-passw0rd' })).accessToken,
    ).toBeTruthy();
    await expect(signIn(origin(), email, resetPassword)).rejects.toThrow(/status 401/);
  });
});
