import type { Permission } from '@tandem/shared/contract/permission';
import { OrgScope } from '@tandem/shared/permissions/org-scope';

const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;

/**
 * The contract's declared permissions of the member endpoints, for `can` to hide controls; written
 * out so the browser does not load the contract's zod schemas (`permissions.test.ts` checks them).
 */
export const peoplePermissions = {
  listOrganisationUsers: owner,
  addOrganisationUser: owner,
  removeOrganisationUser: owner,
  updateOrganisationUserPermissions: owner,
  resetOrganisationUserPassword: { kind: 'admin' },
  exportOrganisationUsers: owner,
  searchUserByEmail: owner,
} as const satisfies Record<string, Permission>;

/** Columns of the members export, in their default order (shared `organisationUserExportColumns`). */
export const organisationUserExportColumns = [
  'firstName',
  'lastName',
  'email',
  'permissionScope',
  'role',
  'createdAt',
] as const;
