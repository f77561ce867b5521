import { programmesAndProjectsOf } from '../data/entities/programmes-and-projects';

/** What a dashboard shows of a project: its name and programme. */
export interface ProjectEntry {
  projectId: string;
  projectName: string;
  programmeId: string | null;
  programmeName: string | null;
}

/**
 * Live projects of an organisation by id (neither deleted nor archived: an archived project's items
 * leave the dashboards, issue 37 item 14), and its programmes' names by id.
 */
export interface ProjectDirectory {
  projects: Map<string, ProjectEntry>;
  programmes: Map<string, string>;
}

/**
 * Programmes and projects of an organisation in ONE Query (access pattern 16), so dashboard rows carry
 * project and programme names without a read per action.
 */
export async function projectDirectory(organisationId: string): Promise<ProjectDirectory> {
  const found = await programmesAndProjectsOf(organisationId);
  const programmes = new Map(found.programmes.map((programme) => [programme.programmeId, programme.name]));
  const projects = new Map<string, ProjectEntry>();
  for (const project of found.projects) {
    if (project.lifecycleStatus !== 'active') continue;
    const programmeId = programmes.has(project.parentId) ? project.parentId : null;
    projects.set(project.projectId, {
      projectId: project.projectId,
      projectName: project.name,
      programmeId,
      programmeName: programmeId ? (programmes.get(programmeId) ?? null) : null,
    });
  }
  return { projects, programmes };
}
