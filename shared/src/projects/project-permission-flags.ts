import { ProjectFlag } from '../permissions/project-flags';

const areas = [
  [ProjectFlag.PROJECT_VIEW, ProjectFlag.PROJECT_EDIT],
  [ProjectFlag.IMPACT_VIEW, ProjectFlag.IMPACT_EDIT],
  [ProjectFlag.ACTION_VIEW, ProjectFlag.ACTION_EDIT],
  [ProjectFlag.STAKEHOLDER_VIEW, ProjectFlag.STAKEHOLDER_EDIT],
] as const;

/**
 * Makes a grant consistent (spec §6: areas also need the project-level flag): edit implies view, and
 * any right on the project implies viewing the project itself.
 */
export function normaliseProjectFlags(flags: number): number {
  let result = flags;
  for (const [view, edit] of areas) if (result & edit) result |= view;
  if (result !== 0) result |= ProjectFlag.PROJECT_VIEW;
  return result;
}
