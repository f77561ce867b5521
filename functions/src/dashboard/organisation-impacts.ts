import { can } from '@tandem/shared/permissions/can';
import { impactEntity } from '../data/entities/impact';
import type { ProjectEntityItem } from '../data/entities/project-entity';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { impactFigures } from './my-impacts';
import { projectDirectory } from './project-directory';

const viewImpacts = { kind: 'project', area: 'impact', access: 'view' } as const;
type CountedImpact = ProjectEntityItem & { name: string; impactLevel?: number; progressStatus?: number };

/**
 * The organisation dashboard's impacts summary (spec §7 `{id}/impacts?programmeId`): level and progress
 * figures of the active impacts in the live projects whose impacts the caller may view, optionally of
 * one programme, one row per such project. Two reads side by side: the programmes and projects
 * (pattern 16) and the organisation's impacts (the kit's organisation index, gsi2 `ORG#<org>#IMPACTS`).
 */
export async function getOrganisationImpacts(caller: Caller, organisationId: string, programmeId?: string) {
  const [directory, { data }] = await Promise.all([
    projectDirectory(organisationId),
    (
      impactEntity.query as unknown as Record<
        string,
        (facets: object) => { go: (options: object) => Promise<{ data: unknown[] }> }
      >
    ).byOrganisation!({ organisationId }).go({
      pages: 'all',
      attributes: [
        'organisationId',
        'projectId',
        'itemId',
        'lifecycleStatus',
        'impactLevel',
        'progressStatus',
      ],
    }),
  ]);
  if (programmeId && !directory.programmes.has(programmeId))
    throw notFound('The programme (query.programmeId)');
  const inScope = [...directory.projects.values()].filter(
    (project) =>
      (!programmeId || project.programmeId === programmeId) &&
      can(caller.permissions, viewImpacts, { organisationId, projectId: project.projectId }),
  );
  const byProject = new Map<string, CountedImpact[]>(inScope.map((project) => [project.projectId, []]));
  for (const impact of data as CountedImpact[])
    if (impact.lifecycleStatus === 'active') byProject.get(impact.projectId)?.push(impact);
  return {
    programmeId: programmeId ?? null,
    ...impactFigures([...byProject.values()].flat()),
    projects: inScope
      .map((project) => ({
        projectId: project.projectId,
        projectName: project.projectName,
        programmeName: project.programmeName,
        ...impactFigures(byProject.get(project.projectId) ?? []),
      }))
      .sort((a, b) => a.projectName.localeCompare(b.projectName, 'en-GB')),
  };
}
