import { isJpeg, PROFILE_IMAGE_MAX_BYTES, profileImagePath } from '@tandem/shared/users/profile-image';
import type { Caller } from '../../http/caller';
import { badRequest, notFound } from '../../http/http-error';
import { membershipEntity } from '../../data/entities/membership';
import { userEntity } from '../../data/entities/user';
import {
  commitVersionedUpdate,
  commitWithHistory,
  historyItems,
  staleVersionConflict,
  type FieldChange,
} from '../../data/versioned-write';
import { identityDirectory } from '../../auth/identity-directory';
import { imageStore } from '../../storage/image-store';
import { jpegDecodeProblem } from '../../storage/jpeg-decode-check';
import { getMember } from '../../data/members';
import { toUserResponse } from '../../auth/user-response';

/** Users are global, so their own history lives under a pseudo-organisation no real id can take. */
export const globalHistoryOrganisation = 'global';
const profileTarget = (userId: string) => ({
  organisationId: globalHistoryOrganisation,
  entityType: 'user',
  entityId: userId,
});
/** What a stale save's 409 names while the profile keeps no history. */
const profilePhrase = 'your profile';

const withVersion = (user: NonNullable<Caller['user']>) => ({
  ...toUserResponse(user),
  version: user.version,
});

function ownUser(caller: Caller) {
  if (!caller.user) throw notFound('Your user record');
  return caller.user;
}

/**
 * Exact-email lookup for the add-member dialog; only owners+ of the organisation may ask. It answers
 * only what that organisation may know (issue 36): a person who is not its member is "nobody", the
 * same answer as an unknown address, so the lookup cannot tell who uses the product elsewhere.
 */
export async function searchUserByEmail(organisationId: string, email: string) {
  const { data } = await userEntity.query.byEmail({ email: email.toLowerCase() }).go();
  const user = data[0];
  // The membership is read for unknown addresses too, so both answers take the same reads.
  const member = await getMember(organisationId, user?.userId ?? 'nobody');
  if (!user || !member) return { user: null, isMember: false };
  return {
    user: { id: user.userId, firstName: user.firstName, lastName: user.lastName, email: user.email },
    isMember: true,
  };
}

export const getMyProfile = (caller: Caller) => withVersion(ownUser(caller));

/** Renames the caller; the names denormalised on every membership change in the same transaction. */
export async function updateMyProfile(
  caller: Caller,
  input: { firstName?: string; lastName?: string; version?: number },
) {
  const user = ownUser(caller);
  const seen = await checkSeen(user, input.version);
  const changes: FieldChange[] = [];
  const names: { firstName?: string; lastName?: string } = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value !== undefined && value !== user[field]) {
      changes.push({ field, oldValue: user[field], newValue: value });
      names[field] = value;
    }
  }
  if (changes.length === 0) return withVersion(user);
  const { data: memberships } = await membershipEntity.query
    .byUser({ userId: user.userId })
    .go({ pages: 'all' });
  await commitVersionedUpdate({
    writes: (entities) => [
      entities.user
        .patch({ userId: user.userId })
        .set(names)
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, seen))
        .commit(),
      ...memberships.map((membership) =>
        entities.membership
          .patch({ organisationId: membership.organisationId, userId: user.userId })
          .set(names)
          .commit(),
      ),
    ],
    history: historyItems(profileTarget(user.userId), { userId: user.userId }, changes, seen + 1),
    target: profileTarget(user.userId),
    what: profilePhrase,
  });
  const { data: updated } = await userEntity.get({ userId: user.userId }).go({ consistent: true });
  return withVersion(updated ?? user);
}

export async function validateCurrentPassword(caller: Caller, currentPassword: string) {
  return { valid: await identityDirectory().verifyPassword(caller.userId, currentPassword) };
}

/** Checks the current password through the identity directory before setting the new one. */
export async function changePassword(caller: Caller, currentPassword: string, newPassword: string) {
  const directory = identityDirectory();
  if (!(await directory.verifyPassword(caller.userId, currentPassword))) {
    throw badRequest('body.currentPassword', 'body.currentPassword: the current password is not correct.');
  }
  await directory.setPassword(caller.userId, newPassword);
  await commitWithHistory({
    history: historyItems(
      profileTarget(caller.userId),
      { userId: caller.userId },
      [{ field: 'password', oldValue: null, newValue: 'changed' }],
      caller.user?.version ?? 1,
    ),
  });
  return { changed: true };
}

// ---- profile image ----

const imageKey = (userId: string) => `profile/${userId}.jpg`;

/** Sets or clears the user's `profileImageUrl` as a versioned update with its history item. */
async function setProfileImageUrl(user: NonNullable<Caller['user']>, seen: number, url: string | null) {
  await commitVersionedUpdate({
    writes: (entities) => {
      const patch = entities.user.patch({ userId: user.userId });
      const update = url === null ? patch.remove(['profileImageUrl']) : patch.set({ profileImageUrl: url });
      return [
        update
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, seen))
          .commit(),
      ];
    },
    history: historyItems(
      profileTarget(user.userId),
      { userId: user.userId },
      [{ field: 'profileImageUrl', oldValue: user.profileImageUrl ?? null, newValue: url }],
      seen + 1,
    ),
    target: profileTarget(user.userId),
    what: profilePhrase,
  });
  const { data: updated } = await userEntity.get({ userId: user.userId }).go({ consistent: true });
  return withVersion(updated ?? user);
}

async function checkSeen(user: NonNullable<Caller['user']>, version: number | undefined) {
  const seen = version ?? user.version;
  if (seen !== user.version) throw await staleVersionConflict(profileTarget(user.userId), profilePhrase);
  return seen;
}

/** Stores the cropped JPEG (the browser crops and encodes; only a JPEG that decodes in full is accepted). */
export async function uploadProfileImage(caller: Caller, input: { imageBase64: string; version?: number }) {
  const user = ownUser(caller);
  const seen = await checkSeen(user, input.version);
  const bytes = new Uint8Array(Buffer.from(input.imageBase64, 'base64'));
  if (!isJpeg(bytes)) {
    throw badRequest('body.imageBase64', 'body.imageBase64: the image must be a JPEG (crop it first).');
  }
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) {
    throw badRequest(
      'body.imageBase64',
      `body.imageBase64: the image must be at most ${PROFILE_IMAGE_MAX_BYTES / 1024} KB.`,
    );
  }
  // Decoded after the size check, so no more than the largest allowed file is ever decoded.
  const problem = jpegDecodeProblem(bytes);
  if (problem) throw badRequest('body.imageBase64', `body.imageBase64: ${problem}; choose another picture.`);
  await imageStore().put(imageKey(user.userId), bytes);
  return setProfileImageUrl(user, seen, profileImagePath(user.userId, seen + 1));
}

/** Removes the image (initials are shown instead); removing when there is none changes nothing. */
export async function deleteProfileImage(caller: Caller) {
  const user = ownUser(caller);
  await imageStore().delete(imageKey(user.userId));
  if (!user.profileImageUrl) return withVersion(user);
  return setProfileImageUrl(user, user.version, null);
}

/** A user's image, for people who share an organisation with them (else 404: no existence leak). */
export async function getProfileImage(caller: Caller, userId: string) {
  const missing = () => notFound('The profile image (params.userId)');
  if (userId !== caller.userId) {
    const { data: memberships } = await membershipEntity.query.byUser({ userId }).go({ pages: 'all' });
    if (!memberships.some((membership) => caller.permissions[membership.organisationId])) throw missing();
  }
  const { data: user } = await userEntity.get({ userId }).go();
  if (!user?.profileImageUrl) throw missing();
  const content = await imageStore().get(imageKey(userId));
  if (!content) throw missing();
  return { fileName: `${userId}.jpg`, contentType: 'image/jpeg', content };
}
