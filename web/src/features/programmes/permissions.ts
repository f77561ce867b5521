import type { Permission } from '@tandem/shared/contract/permission';
import { OrgScope } from '@tandem/shared/permissions/org-scope';

/**
 * The contract's declared permissions of the programme endpoints this feature calls, for `can` to
 * hide what the user may not do. Written out so the browser does not load the contract's zod
 * schemas; `permissions.test.ts` holds them equal to the contract.
 */
export const programmePermissions = {
  createProgramme: { kind: 'organisation', minimumScope: OrgScope.OWNER },
  updateProgramme: { kind: 'programme', access: 'edit' },
  updateProgrammeMilestones: { kind: 'programme', access: 'edit' },
  getProgramme: { kind: 'organisation', minimumScope: OrgScope.READER },
  listProgrammes: { kind: 'organisation', minimumScope: OrgScope.READER },
} as const satisfies Record<string, Permission>;
