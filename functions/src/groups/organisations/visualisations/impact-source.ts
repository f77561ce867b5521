import { can } from '@tandem/shared/permissions/can';
import { impactWeight } from '@tandem/shared/visualisations/load';
import type { VisualisedImpact } from '@tandem/shared/visualisations/schemas';
import { projectImpactCharts } from '../../../data/entities/impact-chart';
import { projectDirectory, type ProjectEntry } from '../../../dashboard/project-directory';
import type { Caller } from '../../../http/caller';
import { notFound } from '../../../http/http-error';

const viewImpacts = { kind: 'project', area: 'impact', access: 'view' } as const;

/** What a visualisation read narrows to. */
export interface VisualisationScope {
  programmeId?: string | undefined;
  projectId?: string | undefined;
}

/**
 * The live projects a visualisation covers: those of the organisation (of one programme, or one
 * project) whose impacts the caller may view. An unknown programme or project is a 404 naming it; a
 * project the caller may not view reads as not there (no existence leak).
 */
export async function projectsInScope(caller: Caller, organisationId: string, scope: VisualisationScope) {
  const directory = await projectDirectory(organisationId);
  if (scope.programmeId && !directory.programmes.has(scope.programmeId))
    throw notFound('The programme (query.programmeId)');
  const mayView = (project: ProjectEntry) =>
    can(caller.permissions, viewImpacts, { organisationId, projectId: project.projectId });
  if (scope.projectId) {
    const project = directory.projects.get(scope.projectId);
    if (!project || !mayView(project) || (scope.programmeId && project.programmeId !== scope.programmeId))
      throw notFound('The project (query.projectId)');
    return { directory, projects: [project] };
  }
  const projects = [...directory.projects.values()].filter(
    (project) => (!scope.programmeId || project.programmeId === scope.programmeId) && mayView(project),
  );
  return { directory, projects };
}

/**
 * The active impacts of the projects in scope, from their chart items (`ORG#<org>#IMPACTCHART`, kept
 * with every impact write; data-model V1): one `begins_with PROJECT#<p>#` Query per project in scope,
 * side by side, so a project the caller may not view is never read and the small items of a large
 * organisation (the bench's heatmap part: 20 projects, 10,000 impacts) come in a page or two each.
 */
export async function impactsInScope(
  caller: Caller,
  organisationId: string,
  scope: VisualisationScope,
): Promise<{ projects: ProjectEntry[]; impacts: VisualisedImpact[] }> {
  const { projects } = await projectsInScope(caller, organisationId, scope);
  const pages = await Promise.all(
    projects.map((project) => projectImpactCharts(organisationId, project.projectId)),
  );
  const impacts = pages.flatMap((charts, index) => {
    const project = projects[index]!;
    return charts.map(({ impactId, progressStatus: _progress, ...chart }): VisualisedImpact => {
      const impact = {
        ...chart,
        id: impactId,
        projectId: project.projectId,
        projectName: project.projectName,
        programmeId: project.programmeId,
        weight: 0,
      };
      return { ...impact, weight: impactWeight(impact) };
    });
  });
  return { projects, impacts };
}
