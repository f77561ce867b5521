import type { CompactPermissions } from '@tandem/shared/permissions/compact-permissions';
import { compactPermissionsOf } from '@tandem/shared/permissions/organisation-permissions';
import { testUsersAllowed } from '../config';
import { licenceAgreementEntity } from '../data/entities/licence-agreement';
import { membershipEntity } from '../data/entities/membership';
import { organisationEntity } from '../data/entities/organisation';
import { userEntity } from '../data/entities/user';
import { TtlCache } from '../data/ttl-cache';

export type OrganisationSettings = Record<string, string>;

/** Everything the runtime knows about a verified caller: loaded per request, partly cached briefly. */
export interface CallerContext {
  userId: string;
  /** The product user; undefined until `auth/add` has created it on first sign-in. */
  user: Awaited<ReturnType<typeof loadUser>>;
  isTestUser: boolean;
  eulaSigned: boolean;
  permissions: CompactPermissions;
  settings: Record<string, OrganisationSettings>;
  organisationNames: Record<string, { name: string; profileImageUrl: string | null }>;
}

const loadUser = async (userId: string) =>
  (await userEntity.get({ userId }).go({ consistent: true })).data ?? undefined;

// The latest licence changes rarely; a minute of staleness only delays a brand-new agreement.
const latestLicence = new TtlCache<'latest', number>(60_000);
export const latestLicenceVersion = () =>
  latestLicence.get('latest', async () => {
    const { data } = await licenceAgreementEntity.query.byVersion({}).go({ order: 'desc', limit: 1 });
    return data[0]?.version ?? 0;
  });

// Memberships and organisation settings per user, keyed by the user's claimsVersion: any change of
// rights bumps it, so no Lambda keeps stale rights beyond one request; settings may lag 30 s.
const rights = new TtlCache<string, Pick<CallerContext, 'permissions' | 'settings' | 'organisationNames'>>(
  30_000,
);

async function loadRights(userId: string) {
  const { data: memberships } = await membershipEntity.query.byUser({ userId }).go({ pages: 'all' });
  const permissions = compactPermissionsOf(
    memberships.map((membership) => ({
      ...membership,
      projectFlags: membership.projectFlags as Record<string, number> | undefined,
    })),
  );
  const settings: Record<string, OrganisationSettings> = {};
  const organisationNames: CallerContext['organisationNames'] = {};
  if (memberships.length > 0) {
    const { data: organisations } = await organisationEntity
      .get(memberships.map((membership) => ({ organisationId: membership.organisationId })))
      .go();
    for (const organisation of organisations) {
      settings[organisation.organisationId] = { ...(organisation.settings ?? {}) } as OrganisationSettings;
      organisationNames[organisation.organisationId] = {
        name: organisation.name,
        profileImageUrl: organisation.profileImageUrl ?? null,
      };
    }
  }
  return { permissions, settings, organisationNames };
}

export async function loadCallerContext(userId: string): Promise<CallerContext> {
  const [user, latestVersion] = await Promise.all([loadUser(userId), latestLicenceVersion()]);
  const claimsVersion = user?.claimsVersion ?? 0;
  const loaded = await rights.get(`${userId}#${claimsVersion}`, () => loadRights(userId));
  return {
    userId,
    user,
    isTestUser: Boolean(user?.isTestUser) && testUsersAllowed(),
    eulaSigned: user !== undefined && user.eulaSignedVersion >= latestVersion,
    ...loaded,
  };
}

/** The spec's key/value claims of one organisation (§3 User claims). */
export function claimsFor(
  context: CallerContext,
  organisationId: string,
): Record<string, string> | undefined {
  const organisation = context.permissions[organisationId];
  if (!organisation) return undefined;
  const claims: Record<string, string> = {
    userId: context.userId,
    isTestUser: context.isTestUser ? '1' : '0',
    isEulaSigned: context.eulaSigned ? '1' : '0',
    [`organisation:${organisationId}:scope`]: String(organisation.s),
  };
  for (const programmeId of organisation.pe) claims[`programme:${programmeId}:edit`] = '1';
  for (const programmeId of organisation.po) claims[`programme:${programmeId}:owner`] = '1';
  return claims;
}

/** Drops cached rights everywhere in this process (tests; local stack after seeding). */
export const clearCallerCaches = () => {
  rights.clear();
  latestLicence.clear();
};
