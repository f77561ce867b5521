import { randomUUID } from 'node:crypto';
import { callerOrganisations } from '../../auth/caller-organisations';
import { toListQuery, type ListQueryInput } from '@tandem/shared/core/list-query-schema';
import { memberChangeRefusal } from '@tandem/shared/organisations/member-rules';
import { organisationHistoryKinds } from '@tandem/shared/organisations/schemas';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import type { Caller } from '../../http/caller';
import { conflict, duplicate, forbidden, HttpError, notFound } from '../../http/http-error';
import { userEntity } from '../../data/entities/user';
import { readHistory } from '../../data/history';
import {
  commitVersionedUpdate,
  commitWithHistory,
  historyItems,
  staleVersionConflict,
  TRANSACTION_CLASH_REASON,
  type TransactionWrites,
} from '../../data/versioned-write';
import { applyListQuery } from '../../lists/apply-list-query';
import { identityDirectory } from '../../auth/identity-directory';
import { historyResponses } from '../../data/history-response';
import {
  bumpClaimsVersion,
  getMember,
  listMembers,
  memberAccessors,
  toOrganisationUser,
  type Member,
} from '../../data/members';

const lastAdminMessage =
  'This is the last admin of the organisation: make someone else an admin first, then try again.';

const scopeOf = (caller: Caller, organisationId: string) => caller.permissions[organisationId]?.s ?? 0;
const memberTarget = (organisationId: string, userId: string) => ({
  organisationId,
  entityType: 'member',
  entityId: userId,
});

export const listOrganisations = callerOrganisations;

/** A new organisation with the caller as its first admin, written in one transaction with history. */
export async function createOrganisation(caller: Caller, name: string) {
  const { user } = caller;
  if (!user) throw notFound('Your user record');
  const organisationId = randomUUID();
  const author = { userId: caller.userId };
  await commitWithHistory({
    writes: (entities) => [
      entities.organisation
        .create({
          organisationId,
          name,
          createdBy: caller.userId,
          settings: { customPropertiesEnabled: '0', visualisationsEnabled: '1', tagsEnabled: '1' },
        })
        .commit(),
      entities.membership
        .create({
          organisationId,
          userId: caller.userId,
          scope: OrgScope.ADMIN,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          projectFlags: {},
          createdBy: caller.userId,
        })
        .commit(),
      bumpClaimsVersion(entities, caller.userId),
    ],
    history: [
      ...historyItems(
        { organisationId, entityType: 'organisation', entityId: organisationId },
        author,
        [{ field: 'name', oldValue: null, newValue: name }],
        1,
        'create',
      ),
      ...historyItems(
        memberTarget(organisationId, caller.userId),
        author,
        [{ field: 'scope', oldValue: null, newValue: OrgScope.ADMIN }],
        1,
        'create',
      ),
    ],
  });
  return { id: organisationId, name, profileImageUrl: null, permissionScope: OrgScope.ADMIN };
}

/** One Query of the organisation's members, then filter, sort and page (applyListQuery). */
export async function listOrganisationUsers(organisationId: string, query: ListQueryInput) {
  const members = await listMembers(organisationId);
  const page = applyListQuery(members, toListQuery(query), memberAccessors);
  return { ...page, items: page.items.map(toOrganisationUser) };
}

/** One member, as the list shows them; 404 naming the parameter when not a member of this organisation. */
export const getOrganisationUser = async (organisationId: string, userId: string) =>
  toOrganisationUser(await requireMember(organisationId, userId));

/**
 * The admins other than the member, when the member is an admin (their count decides the last-admin
 * rule, and one of them guards the write); none to count when the member is not an admin.
 */
async function adminsBeside(organisationId: string, member: Member) {
  if (member.scope !== OrgScope.ADMIN) return { adminCount: Number.POSITIVE_INFINITY, guardId: undefined };
  const others = (await listMembers(organisationId))
    .filter((candidate) => candidate.scope === OrgScope.ADMIN && candidate.userId !== member.userId)
    .map((candidate) => candidate.userId)
    .sort();
  return { adminCount: others.length + 1, guardId: others[0] };
}

const ADMIN_GUARD_REASON = 'admin-guard';

/**
 * The last-admin rule inside the write's own transaction (issue 36): demoting or removing an admin
 * also checks, in that transaction, that another admin's membership still holds ADMIN. DynamoDB
 * serialises transactions, so of two demotions sent at once the later one's check sees the earlier
 * one's write and fails; counting first and writing after could not see it.
 */
const adminGuard =
  (organisationId: string, guardId: string | undefined): TransactionWrites =>
  (entities) =>
    guardId
      ? [
          entities.membership
            .check({ organisationId, userId: guardId })
            .where(({ scope }, { eq }) => eq(scope, OrgScope.ADMIN as number))
            .commit(),
        ]
      : [];

/**
 * Runs a member change afresh (a new read, the rule, the guarded write) when its guard was lost or
 * its transaction clashed with another: the fresh read then refuses the last admin, or finds another
 * admin to guard with. After a few tries the last-admin 409 stands.
 */
async function withAdminRule<T>(change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      const reason = error instanceof HttpError ? error.details?.reason : undefined;
      const again = reason === ADMIN_GUARD_REASON || reason === TRANSACTION_CLASH_REASON;
      if (again && attempt < 4) continue;
      if (reason === ADMIN_GUARD_REASON) throw conflict(lastAdminMessage, { reason: 'last-admin' });
      throw error;
    }
  }
}

const guardLost = () => conflict(lastAdminMessage, { reason: ADMIN_GUARD_REASON });

function refuse(refusal: ReturnType<typeof memberChangeRefusal>) {
  if (refusal === 'forbidden') throw forbidden('Only an admin may grant the admin scope or change an admin.');
  if (refusal === 'last-admin') throw conflict(lastAdminMessage, { reason: 'last-admin' });
}

async function requireMember(organisationId: string, userId: string) {
  const member = await getMember(organisationId, userId);
  if (!member) throw notFound('The member (params.userId)');
  return member;
}

/**
 * Adds a person by email: an existing user gets a membership; an unknown email first gets an identity
 * in the directory (local account with a temporary password, or Cognito AdminCreateUser) and a user.
 */
export async function addOrganisationUser(
  caller: Caller,
  organisationId: string,
  input: { email: string; firstName: string; lastName: string; permissionScope: number },
) {
  refuse(
    memberChangeRefusal({
      callerScope: scopeOf(caller, organisationId),
      currentScope: OrgScope.NOACCESS,
      newScope: input.permissionScope,
      adminCount: Number.POSITIVE_INFINITY,
    }),
  );
  const email = input.email.toLowerCase();
  const { data: found } = await userEntity.query.byEmail({ email }).go();
  const existing = found[0];
  const alreadyMember = () => duplicate('body.email', `${email} is already a member of this organisation.`);
  if (existing && (await getMember(organisationId, existing.userId))) throw alreadyMember();
  const profile = existing ?? {
    email,
    firstName: input.firstName,
    lastName: input.lastName,
  };
  const identity = existing
    ? { userId: existing.userId, temporaryPassword: null }
    : await identityDirectory().createIdentity(profile);
  const { userId } = identity;
  const membership = {
    organisationId,
    userId,
    scope: input.permissionScope,
    email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    projectFlags: {},
    createdBy: caller.userId,
  };
  await commitWithHistory({
    writes: (entities) => [
      entities.membership.create(membership).commit(),
      existing
        ? bumpClaimsVersion(entities, userId)
        : entities.user
            .create({ userId, sub: userId, email, firstName: input.firstName, lastName: input.lastName })
            .commit(),
    ],
    history: historyItems(
      memberTarget(organisationId, userId),
      { userId: caller.userId },
      [{ field: 'scope', oldValue: null, newValue: input.permissionScope }],
      1,
      'create',
    ),
    alreadyExists: alreadyMember,
  });
  const created = await requireMember(organisationId, userId);
  return { ...toOrganisationUser(created), temporaryPassword: identity.temporaryPassword };
}

export const removeOrganisationUser = (caller: Caller, organisationId: string, userId: string) =>
  withAdminRule(() => removeMember(caller, organisationId, userId));

async function removeMember(caller: Caller, organisationId: string, userId: string) {
  const member = await requireMember(organisationId, userId);
  const { adminCount, guardId } = await adminsBeside(organisationId, member);
  refuse(
    memberChangeRefusal({
      callerScope: scopeOf(caller, organisationId),
      currentScope: member.scope,
      adminCount,
    }),
  );
  await commitVersionedUpdate({
    target: memberTarget(organisationId, userId),
    what: 'this member',
    otherConflict: guardLost,
    writes: (entities) => [
      entities.membership
        .delete({ organisationId, userId })
        .where(({ version }, { eq }) => eq(version, member.version))
        .commit(),
      bumpClaimsVersion(entities, userId),
      ...adminGuard(organisationId, guardId)(entities),
    ],
    history: historyItems(
      memberTarget(organisationId, userId),
      { userId: caller.userId },
      [{ field: 'scope', oldValue: member.scope, newValue: null }],
      member.version + 1,
      'delete',
    ),
  });
  return { userId };
}

export const updateOrganisationUserPermissions = (
  caller: Caller,
  organisationId: string,
  userId: string,
  input: { permissionScope: number; version?: number },
) => withAdminRule(() => changeScope(caller, organisationId, userId, input));

async function changeScope(
  caller: Caller,
  organisationId: string,
  userId: string,
  input: { permissionScope: number; version?: number },
) {
  const member = await requireMember(organisationId, userId);
  const seen = input.version ?? member.version;
  if (seen !== member.version)
    throw await staleVersionConflict(memberTarget(organisationId, userId), 'this member');
  const { adminCount, guardId } = await adminsBeside(organisationId, member);
  refuse(
    memberChangeRefusal({
      callerScope: scopeOf(caller, organisationId),
      currentScope: member.scope,
      newScope: input.permissionScope,
      adminCount,
    }),
  );
  if (member.scope === input.permissionScope) return toOrganisationUser(member);
  const losesAdmin = input.permissionScope !== OrgScope.ADMIN;
  await commitVersionedUpdate({
    target: memberTarget(organisationId, userId),
    what: 'this member',
    otherConflict: guardLost,
    writes: (entities) => [
      entities.membership
        .patch({ organisationId, userId })
        .set({ scope: input.permissionScope, modifiedBy: caller.userId })
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, seen))
        .commit(),
      bumpClaimsVersion(entities, userId),
      ...adminGuard(organisationId, losesAdmin ? guardId : undefined)(entities),
    ],
    history: historyItems(
      memberTarget(organisationId, userId),
      { userId: caller.userId },
      [{ field: 'scope', oldValue: member.scope, newValue: input.permissionScope }],
      seen + 1,
    ),
  });
  return toOrganisationUser(await requireMember(organisationId, userId));
}

/** Bumps the member's claimsVersion, so every Lambda reloads their rights on their next request. */
export async function deleteOrganisationUserCache(organisationId: string, userId: string) {
  await requireMember(organisationId, userId);
  const { data } = await userEntity.patch({ userId }).add({ claimsVersion: 1 }).go({ response: 'all_new' });
  return { userId, claimsVersion: data.claimsVersion };
}

/** Through the identity directory; the reset itself is recorded in the member's history. */
export async function resetOrganisationUserPassword(caller: Caller, organisationId: string, userId: string) {
  const member = await requireMember(organisationId, userId);
  const { temporaryPassword } = await identityDirectory().resetPassword(userId);
  await commitWithHistory({
    history: historyItems(
      memberTarget(organisationId, userId),
      { userId: caller.userId },
      [{ field: 'password', oldValue: null, newValue: 'reset' }],
      member.version,
    ),
  });
  return { userId, temporaryPassword };
}

export async function getOrganisationHistory(
  caller: Caller,
  organisationId: string,
  kind: string,
  entityId: string,
) {
  if (!(organisationHistoryKinds as readonly string[]).includes(kind))
    throw notFound(`The history kind (params.kind: one of ${organisationHistoryKinds.join(', ')})`);
  if (kind === 'organisation' && entityId !== organisationId) throw notFound('The organisation');
  // Membership history names people and their rights: the users page's audience only (owners+).
  if (kind === 'member' && scopeOf(caller, organisationId) < OrgScope.OWNER)
    throw forbidden('You need the Owner role or higher in this organisation to read its membership history.');
  const entries = await readHistory({ organisationId, entityType: kind, entityId });
  return historyResponses(organisationId, entries);
}
