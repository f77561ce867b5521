import type { Permission } from '@tandem/shared/contract/permission';
import { OrgScope } from '@tandem/shared/permissions/org-scope';

const projectEdit = { kind: 'project', area: 'project', access: 'edit' } as const;
const managePermissions = { kind: 'project', area: 'project', access: 'managePermissions' } as const;

/**
 * The contract's declared permissions of the project endpoints this feature calls, for `can` to
 * hide what the user may not do; written out so the browser does not load the contract's zod
 * schemas. `permissions.test.ts` holds them equal to the contract.
 */
export const projectPermissions = {
  createProject: { kind: 'organisation', minimumScope: OrgScope.OWNER },
  getProject: { kind: 'project', area: 'project', access: 'view' },
  updateProject: projectEdit,
  copyProject: { kind: 'organisation', minimumScope: OrgScope.OWNER },
  updateProjectMilestones: projectEdit,
  updateProjectBenefits: projectEdit,
  updateProjectPhases: projectEdit,
  listProjectPermissions: managePermissions,
  createProjectPermission: managePermissions,
  deleteProjectPermission: managePermissions,
  listInheritedUsers: managePermissions,
  listAssignableUsers: managePermissions,
} as const satisfies Record<string, Permission>;
