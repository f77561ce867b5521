import { DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD } from '@tandem/shared/core/limits';
import {
  CONTINUED_GROUP_SUFFIX,
  isDoubleWidthProgrammeGroup,
  STANDALONE_PROJECTS_GROUP,
  usesProjectMegaMenu,
} from '@tandem/shared/projects/project-picker';
import type { MyProject } from '../api/get-my-projects';

/** One column of a group: the group's title, or the title plus '(Continued)' for the next columns. */
export type PickerColumn = {
  title: string;
  continued: boolean;
  projects: MyProject[];
  /** The programme the column lists (its title links to the programme page); null for standalone. */
  programmeId: string | null;
};

/** A programme (or the standalone projects) with its projects, laid out in one or more columns. */
export type PickerGroup = {
  key: string;
  title: string;
  programmeId: string | null;
  projects: MyProject[];
  /** Mega-menu only: more than 9 projects take double width (spec §2, §9). */
  doubleWidth: boolean;
  columns: PickerColumn[];
};

export type PickerLayout = { mode: 'list' | 'megaMenu'; groups: PickerGroup[] };

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Projects whose name or programme name contains the search text (case-insensitive). */
export function filterProjects(projects: readonly MyProject[], search: string): MyProject[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...projects];
  return projects.filter(
    (project) =>
      project.name.toLocaleLowerCase().includes(needle) ||
      (project.programmeName ?? '').toLocaleLowerCase().includes(needle),
  );
}

/** Splits a long group into columns of at most 9, balanced: 10 projects make 5 + 5. */
function columnsOf(
  title: string,
  programmeId: string | null,
  projects: MyProject[],
  split: boolean,
): PickerColumn[] {
  if (!split || projects.length <= DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD)
    return [{ title, continued: false, projects, programmeId }];
  const count = Math.ceil(projects.length / DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD);
  const size = Math.ceil(projects.length / count);
  const columns: PickerColumn[] = [];
  for (let index = 0; index < projects.length; index += size) {
    const continued = index > 0;
    columns.push({
      title: continued ? `${title} ${CONTINUED_GROUP_SUFFIX}` : title,
      continued,
      projects: projects.slice(index, index + size),
      programmeId,
    });
  }
  return columns;
}

/**
 * The picker's layout: projects grouped by programme (by name), then the 'Standalone Projects'
 * group. `programmes` names every programme of the organisation, so one without projects yet still
 * has its (empty) group and can be found; with a search, it shows when its name matches. With 15 or more projects in all the picker is a mega-menu, where a programme of more than 9
 * projects takes double width and carries on in a '(Continued)' column. The mode follows the total,
 * not the search result, so the menu does not change shape while the user types.
 */
export function layoutProjectPicker(
  allProjects: readonly MyProject[],
  search = '',
  standaloneTitle: string = STANDALONE_PROJECTS_GROUP,
  programmes: readonly { id: string; name: string }[] = [],
): PickerLayout {
  const mode = usesProjectMegaMenu(allProjects.length) ? 'megaMenu' : 'list';
  const shown = filterProjects(allProjects, search);
  const groupsById = new Map<string, { title: string; projects: MyProject[] }>();
  const standalone: MyProject[] = [];
  for (const project of shown) {
    if (project.programmeId === null) {
      standalone.push(project);
      continue;
    }
    const entry = groupsById.get(project.programmeId) ?? {
      title: project.programmeName ?? project.programmeId,
      projects: [],
    };
    entry.projects.push(project);
    groupsById.set(project.programmeId, entry);
  }
  const needle = search.trim().toLocaleLowerCase();
  for (const programme of programmes) {
    const entry = groupsById.get(programme.id);
    if (entry) entry.title = programme.name;
    else if (programme.name.toLocaleLowerCase().includes(needle))
      groupsById.set(programme.id, { title: programme.name, projects: [] });
  }
  const megaMenu = mode === 'megaMenu';
  const group = (key: string, title: string, programmeId: string | null, projects: MyProject[]) => {
    const sorted = [...projects].sort(byName);
    const doubleWidth = megaMenu && isDoubleWidthProgrammeGroup(sorted.length);
    return {
      key,
      title,
      programmeId,
      projects: sorted,
      doubleWidth,
      columns: columnsOf(title, programmeId, sorted, doubleWidth),
    };
  };
  const groups: PickerGroup[] = [...groupsById.entries()]
    .map(([programmeId, entry]) => group(programmeId, entry.title, programmeId, entry.projects))
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
  if (standalone.length > 0) groups.push(group('standalone', standaloneTitle, null, standalone));
  return { mode, groups };
}
