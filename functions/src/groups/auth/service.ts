import { badRequest, notFound } from '../../http/http-error';
import type { Caller } from '../../http/caller';
import { config } from '../../config';
import { licenceAgreementEntity } from '../../data/entities/licence-agreement';
import { commitVersionedUpdate, historyItems } from '../../data/versioned-write';
import { claimsFor, clearCallerCaches, latestLicenceVersion } from '../../auth/caller-context';

export function getClaims(caller: Caller, organisationId: string) {
  const claims = claimsFor(caller, organisationId);
  // authorise() already answered 404 for non-members; this guards against a future caller of the service.
  if (!claims) throw notFound('The organisation');
  return claims;
}

export function logout(caller: Caller) {
  clearCallerCaches();
  void caller;
  return { endSessionUrl: config.auth.endSessionUrl ?? null };
}

export async function getLatestLicence() {
  const { data } = await licenceAgreementEntity.query.byVersion({}).go({ order: 'desc', limit: 1 });
  const latest = data[0];
  if (!latest) throw notFound('The licence agreement');
  return {
    version: latest.version,
    title: latest.title,
    createdAt: latest.createdAt,
    content: latest.content,
  };
}

/** Records acceptance of the latest agreement; bumps claimsVersion so every Lambda sees it at once. */
export async function signLatestLicence(caller: Caller) {
  const user = caller.user;
  if (!user) throw badRequest('user', 'Your user record does not exist yet: call auth/add after signing in.');
  const version = await latestLicenceVersion();
  const signedAt = new Date().toISOString();
  if (user.eulaSignedVersion >= version)
    return { version: user.eulaSignedVersion, signedAt: user.eulaSignedAt ?? signedAt };
  const target = { organisationId: 'global', entityType: 'user', entityId: user.userId };
  await commitVersionedUpdate({
    target,
    writes: (entities) => [
      entities.user
        .patch({ userId: user.userId })
        .set({ eulaSignedVersion: version, eulaSignedAt: signedAt })
        .add({ version: 1, claimsVersion: 1 })
        .where(({ version: current }, { eq }) => eq(current, user.version))
        .commit(),
    ],
    history: historyItems(
      target,
      { userId: user.userId },
      [{ field: 'eulaSignedVersion', oldValue: user.eulaSignedVersion, newValue: version }],
      user.version + 1,
    ),
  });
  return { version, signedAt };
}
