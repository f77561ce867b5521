import { can } from '@tandem/shared/permissions/can';
import { impactWeight } from '@tandem/shared/visualisations/load';
import type { VisualisedImpact } from '@tandem/shared/visualisations/schemas';
import { impactEntity } from '../../../data/entities/impact';
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

/** Only what the charts read (a ProjectionExpression: less to send, the same read capacity). */
const attributes = [
  'organisationId',
  'projectId',
  'itemId',
  'refNumber',
  'name',
  'lifecycleStatus',
  'impactLevel',
  'totalPeopleImpacted',
  'startDate',
  'endDate',
  'businessAreas',
  'locations',
] as const;

type StoredImpact = Record<(typeof attributes)[number], unknown>;

/**
 * The active impacts of the projects in scope, from the organisation index (gsi2
 * `ORG#<org>#IMPACT`): one `begins_with PROJECT#<p>#` Query per project in scope, side by side, so
 * the pages of a large organisation are read in parallel rather than one after another (the bench's
 * heatmap part: 20 projects, 10,000 impacts) and a project the caller may not view is never read.
 */
export async function impactsInScope(
  caller: Caller,
  organisationId: string,
  scope: VisualisationScope,
): Promise<{ projects: ProjectEntry[]; impacts: VisualisedImpact[] }> {
  const { projects } = await projectsInScope(caller, organisationId, scope);
  const query = impactEntity.query as unknown as {
    byOrganisation: (facets: object) => { go: (options: object) => Promise<{ data: StoredImpact[] }> };
  };
  const read = (facets: object) =>
    query.byOrganisation({ organisationId, ...facets }).go({ pages: 'all', attributes: [...attributes] });
  const pages = await Promise.all(projects.map((project) => read({ projectId: project.projectId })));
  const byId = new Map(projects.map((project) => [project.projectId, project]));
  const impacts = pages
    .flatMap((page) => page.data)
    .filter((item) => item.lifecycleStatus === 'active' && byId.has(String(item.projectId)))
    .map((item): VisualisedImpact => {
      const project = byId.get(String(item.projectId))!;
      const impact = {
        id: String(item.itemId),
        projectId: project.projectId,
        projectName: project.projectName,
        programmeId: project.programmeId,
        refNumber: Number(item.refNumber),
        name: String(item.name ?? ''),
        impactLevel: typeof item.impactLevel === 'number' ? item.impactLevel : -1,
        totalPeopleImpacted: typeof item.totalPeopleImpacted === 'number' ? item.totalPeopleImpacted : null,
        startDate: (item.startDate as string | undefined) ?? null,
        endDate: (item.endDate as string | undefined) ?? null,
        businessAreas: (item.businessAreas as string[] | undefined) ?? [],
        locations: (item.locations as string[] | undefined) ?? [],
        weight: 0,
      };
      return { ...impact, weight: impactWeight(impact) };
    });
  return { projects, impacts };
}
