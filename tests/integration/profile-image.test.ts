import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '@tandem/shared/users/profile-image';
import { jpegBytes, jpegLikeBytes, pngBytes } from '../support/jpeg-bytes';
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
    const bytes = jpegBytes({ side: 64 });
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
    await call('PUT', path, 'reader', { imageBase64: jpegBytes().toString('base64') });
    expect((await call('GET', imageOf(f.userId('reader')), 'outsider')).status).toBe(404);
    expect((await call('GET', imageOf(f.userId('owner')), 'admin')).status).toBe(404);
    const stranger = await freshMember({ organisationId: f.otherOrganisationId });
    expect((await call('GET', imageOf(stranger.userId), 'reader')).status).toBe(404);
  });

  it('refuses PNG bytes, too large images and non-base64 with 400 naming body.imageBase64', async () => {
    const tooLarge = jpegBytes({ side: 400, noisy: true });
    expect(tooLarge.length).toBeGreaterThan(PROFILE_IMAGE_MAX_BYTES);
    const refusals = [pngBytes().toString('base64'), tooLarge.toString('base64'), 'not base64!'];
    for (const imageBase64 of refusals) {
      const refused = await call('PUT', path, 'contributor', { imageBase64 });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain('body.imageBase64');
    }
    expect(payload<Profile>(await call('GET', '/api/v1/users/me', 'contributor')).profileImageUrl).toBeNull();
  });

  it('decodes the image: JPEG first bytes before a body that is no JPEG are refused with 400 naming body.imageBase64', async () => {
    // Issue 36 item 5: only the first bytes were checked, so each of these was stored and served.
    const good = jpegBytes({ side: 32 });
    const huge = Buffer.from(good);
    // The frame header (SOF0: FF C0, length, precision, then height and width) made 30000 × 30000.
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(30_000, frame + 5);
    huge.writeUInt16BE(30_000, frame + 7);
    const corrupt = {
      'a body of filler': jpegLikeBytes(2048),
      'a cut-off file': good.subarray(0, Math.floor(good.length / 2)),
      'scrambled image data': Buffer.concat([
        good.subarray(0, good.length - 300),
        Buffer.alloc(298, 0xff),
        good.subarray(-2),
      ]),
      'bytes after the end of the image': Buffer.concat([good, Buffer.from('<script>alert(1)</script>')]),
      'a frame far larger than any crop': huge,
    };
    for (const [what, bytes] of Object.entries(corrupt)) {
      const refused = await call('PUT', path, 'contributor', { imageBase64: bytes.toString('base64') });
      expect(refused.status, what).toBe(400);
      expect(JSON.stringify(refused.json), what).toContain('body.imageBase64');
    }
    expect(payload<Profile>(await call('GET', '/api/v1/users/me', 'contributor')).profileImageUrl).toBeNull();
  });

  it('removes the image: the profile falls back to initials and the image answers 404', async () => {
    const person = await freshMember();
    const headers = await headersFor(person.email);
    await call('PUT', path, headers, { imageBase64: jpegBytes().toString('base64') });
    const removed = await call('DELETE', path, headers);
    expect(removed.status).toBe(200);
    expect(payload<Profile>(removed).profileImageUrl).toBeNull();
    expect((await call('GET', imageOf(person.userId), headers)).status).toBe(404);
  });
});
