import { DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD, PROJECT_MEGA_MENU_THRESHOLD } from '../core/limits';

/** With 15 or more projects the picker becomes a wide mega-menu (spec §2, §9). */
export function usesProjectMegaMenu(projectCount: number): boolean {
  return projectCount >= PROJECT_MEGA_MENU_THRESHOLD;
}

/** A programme group with more than 9 projects takes double width in the mega-menu. */
export function isDoubleWidthProgrammeGroup(projectCount: number): boolean {
  return projectCount > DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD;
}

/** Heading of the group of projects without a programme (spec §2). */
export const STANDALONE_PROJECTS_GROUP = 'Standalone Projects';
/** Suffix of a group that carries on from the previous column. */
export const CONTINUED_GROUP_SUFFIX = '(Continued)';
