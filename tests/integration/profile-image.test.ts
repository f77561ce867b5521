import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '@tandem/shared/users/profile-image';
import { jpegLikeBytes, pngBytes } from '../support/jpeg-bytes';
import { demoFixtures as f } from './matrix/probe';
import { clearDemoProfileImages, freshMember } from './matrix/organisation-probes';
import { call, headersFor, payload } from './hierarchy-helpers';

afterAll(() => clearDemoProfileImages());

const path = '/api/v1/users/me/profile-image';
const imageOf = (userId: string) => `/api/v1/users/${userId}/profile-image`;

interface Profile {
  id: string;
  profileImageUrl: string | null;
  version: number;
}

describe('profile image', () => {
  it('stores a JPEG, points the profile at it and serves it to people of the same organisation', async () => {
    const bytes = jpegLikeBytes(2048);
    const uploaded = await call('PUT', path, 'reader', { imageBase64: bytes.toString('base64') });
    expect(uploaded.status).toBe(200);
    const profile = payload<Profile>(uploaded);
    expect(profile.profileImageUrl).toBe(`${imageOf(f.userId('reader'))}?v=${profile.version}`);

    for (const who of ['reader', 'owner']) {
      const image = await call('GET', imageOf(f.userId('reader')), who);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(image.raw, bytes)).toBe(0);
    }

    expect(payload<Profile>(await call('GET', '/api/v1/users/me', 'reader')).profileImageUrl).toBe(
      profile.profileImageUrl,
    );
  });

  it('answers 404 to someone of another organisation, and for a user without an image', async () => {
    await call('PUT', path, 'reader', { imageBase64: jpegLikeBytes().toString('base64') });
    expect((await call('GET', imageOf(f.userId('reader')), 'outsider')).status).toBe(404);
    expect((await call('GET', imageOf(f.userId('owner')), 'admin')).status).toBe(404);
    const stranger = await freshMember({ organisationId: f.otherOrganisationId });
    expect((await call('GET', imageOf(stranger.userId), 'reader')).status).toBe(404);
  });

  it('refuses PNG bytes, too large images and non-base64 with 400 naming body.imageBase64', async () => {
    const refusals = [
      pngBytes().toString('base64'),
      jpegLikeBytes(PROFILE_IMAGE_MAX_BYTES + 3).toString('base64'),
      'not base64!',
    ];
    for (const imageBase64 of refusals) {
      const refused = await call('PUT', path, 'contributor', { imageBase64 });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain('body.imageBase64');
    }
    expect(payload<Profile>(await call('GET', '/api/v1/users/me', 'contributor')).profileImageUrl).toBeNull();
  });

  it('removes the image: the profile falls back to initials and the image answers 404', async () => {
    const person = await freshMember();
    const headers = await headersFor(person.email);
    await call('PUT', path, headers, { imageBase64: jpegLikeBytes().toString('base64') });
    const removed = await call('DELETE', path, headers);
    expect(removed.status).toBe(200);
    expect(payload<Profile>(removed).profileImageUrl).toBeNull();
    expect((await call('GET', imageOf(person.userId), headers)).status).toBe(404);
  });
});
