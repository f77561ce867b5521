/**
 * Per-project rights (spec §3 Project, §6) as bits, so the permissions header stays compact.
 * Process is always allowed and has no bit.
 */
export const ProjectFlag = {
  PROJECT_VIEW: 1,
  PROJECT_EDIT: 2,
  IMPACT_VIEW: 4,
  IMPACT_EDIT: 8,
  ACTION_VIEW: 16,
  ACTION_EDIT: 32,
  STAKEHOLDER_VIEW: 64,
  STAKEHOLDER_EDIT: 128,
  MANAGE_PERMISSIONS: 256,
} as const;
export type ProjectFlag = (typeof ProjectFlag)[keyof typeof ProjectFlag];

export const allProjectFlags = Object.values(ProjectFlag).reduce((all, flag) => all | flag, 0);
export const viewProjectFlags =
  ProjectFlag.PROJECT_VIEW | ProjectFlag.IMPACT_VIEW | ProjectFlag.ACTION_VIEW | ProjectFlag.STAKEHOLDER_VIEW;

export const hasFlag = (flags: number, flag: ProjectFlag) => (flags & flag) === flag;
