import { programmeEntity } from '../../data/entities/programme';
import { programmesAndProjectsOf } from '../../data/entities/programmes-and-projects';
import { projectEntity, standaloneParent } from '../../data/entities/project';
import { notFound } from '../../http/http-error';

export type ProgrammeItem = NonNullable<Awaited<ReturnType<typeof getProgrammeItem>>>;
export type ProjectItem = NonNullable<Awaited<ReturnType<typeof getProjectItem>>>;

export async function getProgrammeItem(organisationId: string, programmeId: string) {
  const { data } = await programmeEntity.get({ organisationId, programmeId }).go({ consistent: true });
  return data ?? undefined;
}

export async function getProjectItem(organisationId: string, projectId: string) {
  const { data } = await projectEntity.get({ organisationId, projectId }).go({ consistent: true });
  return data ?? undefined;
}

export async function requireProgramme(
  organisationId: string,
  programmeId: string,
  field = 'params.programmeId',
) {
  const programme = await getProgrammeItem(organisationId, programmeId);
  if (!programme) throw notFound(`The programme (${field})`);
  return programme;
}

/** A project that is not deleted: deleted projects answer 404 like unknown ids. */
export async function requireProject(organisationId: string, projectId: string, field = 'params.projectId') {
  const project = await getProjectItem(organisationId, projectId);
  if (!project || project.lifecycleStatus === 'deleted') throw notFound(`The project (${field})`);
  return project;
}

/** Projects of one programme (gsi1, access pattern 5), deleted ones left out. */
export async function projectsOfProgramme(organisationId: string, programmeId: string) {
  const { data } = await projectEntity.query
    .byParent({ organisationId, parentId: programmeId })
    .go({ pages: 'all' });
  return data.filter((project) => project.lifecycleStatus !== 'deleted');
}

/** Programmes and projects of an organisation: one Query (access pattern 16). */
export async function programmesAndProjects(organisationId: string) {
  const { programmes, projects } = await programmesAndProjectsOf(organisationId);
  return { programmes: programmes as ProgrammeItem[], projects: projects as ProjectItem[] };
}

export const programmeIdOf = (project: { parentId: string }) =>
  project.parentId === standaloneParent ? null : project.parentId;

export const toProjectResponse = (project: ProjectItem, programmeName: string | null) => ({
  id: project.projectId,
  name: project.name,
  description: project.description ?? '',
  programmeId: programmeIdOf(project),
  programmeName: programmeIdOf(project) ? programmeName : null,
  lifecycleStatus: project.lifecycleStatus,
  createdAt: project.createdAt,
  createdBy: project.createdBy,
  updatedAt: project.updatedAt,
  version: project.version,
});
