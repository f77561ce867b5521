import type { CompactPermissions } from './compact-permissions';
import { OrgScope } from './org-scope';
import { allProjectFlags, viewProjectFlags } from './project-flags';

/**
 * Project rights that an organisation scope gives on every project (spec §6): owners and admins
 * everything, readers view, contributors nothing beyond their explicit project grants.
 */
export const organisationWideProjectFlags = (scope: number) =>
  scope >= OrgScope.OWNER
    ? allProjectFlags
    : scope >= OrgScope.READER && scope < OrgScope.CONTRIBUTOR
      ? viewProjectFlags
      : 0;

export interface MembershipRights {
  organisationId: string;
  scope: number;
  programmeEditIds?: Iterable<string>;
  programmeOwnerIds?: Iterable<string>;
  projectFlags?: Record<string, number>;
}

/** A user's memberships as the compact permissions the API sends and checks. */
export function compactPermissionsOf(memberships: MembershipRights[]): CompactPermissions {
  const permissions: CompactPermissions = {};
  for (const membership of memberships) {
    permissions[membership.organisationId] = {
      s: membership.scope,
      pe: [...(membership.programmeEditIds ?? [])],
      po: [...(membership.programmeOwnerIds ?? [])],
      a: organisationWideProjectFlags(membership.scope),
      p: membership.projectFlags ?? {},
    };
  }
  return permissions;
}
