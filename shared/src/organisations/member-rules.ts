import { OrgScope } from '../permissions/org-scope';

export type MemberChangeRefusal = 'forbidden' | 'last-admin' | undefined;

/**
 * Who may change or remove a member (issue 4, docs/decisions.md): owners and admins manage members,
 * but only an admin may grant ADMIN or touch an admin, and the last admin can never be removed or
 * demoted (the organisation would be unmanageable).
 */
export function memberChangeRefusal(input: {
  callerScope: number;
  currentScope: number;
  /** The new scope; undefined for a removal. */
  newScope?: number;
  adminCount: number;
}): MemberChangeRefusal {
  const { callerScope, currentScope, newScope, adminCount } = input;
  if (callerScope < OrgScope.OWNER) return 'forbidden';
  const touchesAdmin = currentScope === OrgScope.ADMIN || newScope === OrgScope.ADMIN;
  if (touchesAdmin && callerScope !== OrgScope.ADMIN) return 'forbidden';
  const losesAdmin = currentScope === OrgScope.ADMIN && newScope !== OrgScope.ADMIN;
  if (losesAdmin && adminCount <= 1) return 'last-admin';
  return undefined;
}
