import { can } from '@tandem/shared/permissions/can';
import { impactLevelBand } from '@tandem/shared/impacts/impact-level';
import type { Sunburst } from '@tandem/shared/visualisations/schemas';
import { organisationActions } from '../../../dashboard/assigned-actions';
import type { Caller } from '../../../http/caller';
import { impactsInScope, projectsInScope, type VisualisationScope } from './impact-source';

const viewActions = { kind: 'project', area: 'action', access: 'view' } as const;
const ragBand: Record<number, string> = { 1: 'red', 2: 'amber', 3: 'green' };
/** Band keys by short level (0 unknown, 1 low, 2 medium, 3 high); the web app names them. */
const levelBand = ['unknown', 'low', 'medium', 'high'] as const;

/**
 * The sunburst (spec §7 `{id}/sunburst?programmeId`): organisation › programme (or 'Standalone') ›
 * project › impacts by level band, or actions by RAG. Values count items; parents sum their children.
 */
export async function getSunburst(
  caller: Caller,
  organisationId: string,
  organisationName: string,
  scope: VisualisationScope & { measure?: 'impacts' | 'actions' | undefined },
): Promise<Sunburst> {
  const measure = scope.measure ?? 'impacts';
  let projects;
  const bands = new Map<string, Map<string, number>>();
  const add = (projectId: string, band: string) => {
    const counts = bands.get(projectId) ?? new Map<string, number>();
    counts.set(band, (counts.get(band) ?? 0) + 1);
    bands.set(projectId, counts);
  };
  if (measure === 'impacts') {
    const read = await impactsInScope(caller, organisationId, scope);
    projects = read.projects;
    for (const impact of read.impacts) add(impact.projectId, levelBand[impactLevelBand(impact.impactLevel)]);
  } else {
    const [inScope, actions] = await Promise.all([
      projectsInScope(caller, organisationId, scope),
      organisationActions(organisationId),
    ]);
    projects = inScope.projects.filter((project) =>
      can(caller.permissions, viewActions, { organisationId, projectId: project.projectId }),
    );
    const ids = new Set(projects.map((project) => project.projectId));
    for (const action of actions)
      if (ids.has(action.projectId)) add(action.projectId, ragBand[action.ragStatus] ?? 'unknown');
  }
  const root = `organisation:${organisationId}`;
  const nodes: Sunburst['nodes'] = [];
  const programmeTotals = new Map<string, { label: string; value: number }>();
  for (const project of projects) {
    const counts = bands.get(project.projectId) ?? new Map<string, number>();
    const value = [...counts.values()].reduce((sum, count) => sum + count, 0);
    if (value === 0) continue;
    const programme = `programme:${project.programmeId ?? 'standalone'}`;
    const total = programmeTotals.get(programme) ?? { label: project.programmeName ?? '', value: 0 };
    total.value += value;
    programmeTotals.set(programme, total);
    const projectNode = `project:${project.projectId}`;
    nodes.push({
      id: projectNode,
      parent: programme,
      label: project.projectName,
      kind: 'project',
      value,
      band: null,
    });
    for (const [band, count] of [...counts.entries()].sort())
      nodes.push({
        id: `${projectNode}:${band}`,
        parent: projectNode,
        label: band,
        kind: 'band',
        value: count,
        band,
      });
  }
  const programmeNodes = [...programmeTotals.entries()].map(([id, total]) => ({
    id,
    parent: root,
    label: total.label,
    kind: 'programme' as const,
    value: total.value,
    band: null,
  }));
  const value = programmeNodes.reduce((sum, node) => sum + node.value, 0);
  return {
    measure,
    nodes: [
      { id: root, parent: '', label: organisationName, kind: 'organisation', value, band: null },
      ...programmeNodes,
      ...nodes,
    ],
  };
}
