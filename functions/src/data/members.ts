import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { membershipEntity } from './entities/membership';
import type { FieldAccessors } from '../lists/apply-list-query';
import type { TransactionEntities } from './versioned-write';

export type Member = Awaited<ReturnType<typeof listMembers>>[number];

/** Every member of an organisation: one Query of `ORG#<org>` / `MEMBER#` (access pattern 7). */
export async function listMembers(organisationId: string) {
  const { data } = await membershipEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  return data;
}

export async function getMember(organisationId: string, userId: string) {
  const { data } = await membershipEntity.get({ organisationId, userId }).go({ consistent: true });
  return data ?? undefined;
}

/** A member's display name for messages ("Ada Admin"), or null when unknown. */
export async function memberDisplayName(organisationId: string, userId: string) {
  const { data } = await membershipEntity.get({ organisationId, userId }).go();
  return data ? `${data.firstName} ${data.lastName}`.trim() : null;
}

export const projectFlagsMap = (member: { projectFlags?: unknown }) =>
  (member.projectFlags ?? {}) as Record<string, number>;

/** The update that makes every Lambda drop the user's cached rights (caller-context.ts). */
export const bumpClaimsVersion = (entities: TransactionEntities, userId: string) =>
  entities.user.patch({ userId }).add({ claimsVersion: 1 }).commit();

export const toOrganisationUser = (member: Member) => ({
  id: member.userId,
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
  permissionScope: member.scope,
  createdAt: member.createdAt,
  version: member.version,
});

/**
 * Members whose scope lets them in (a "no access" member is kept but not active), by name, as the
 * members list answers them: one Query (`users/all-active`, `organisations/{id}/associates`).
 */
export async function activeOrganisationUsers(organisationId: string) {
  return (await listMembers(organisationId))
    .filter((member) => member.scope > OrgScope.NOACCESS)
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
    .map(toOrganisationUser);
}

/** The members list's sort and filter fields (the organisations page and its export). */
export const memberAccessors: FieldAccessors<Member> = {
  firstName: (member) => member.firstName,
  lastName: (member) => member.lastName,
  email: (member) => member.email,
  permissionScope: (member) => member.scope,
  createdAt: (member) => member.createdAt,
};
