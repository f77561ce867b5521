import { OrgScope, orgScopeLabel, type OrgScope as Scope } from '@tandem/shared/permissions/org-scope';

/** Roles an owner assigns (spec §6: owner, contributor, reader), highest first. */
export const assignableScopes = [OrgScope.OWNER, OrgScope.CONTRIBUTOR, OrgScope.READER] as const;

export const scopeLabel = (scope: number): string => orgScopeLabel[scope as Scope] ?? String(scope);

/** The role choices for a member: the assignable ones, plus Admin for admins (who alone may grant it). */
export const roleOptions = (callerScope: number) =>
  [...(callerScope === OrgScope.ADMIN ? [OrgScope.ADMIN] : []), ...assignableScopes].map((scope) => ({
    value: String(scope),
    label: scopeLabel(scope),
  }));
