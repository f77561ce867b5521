import type { LoadSection, VisualisedImpact } from '@tandem/shared/visualisations/schemas';
import type { ProjectEntry } from '../../../dashboard/project-directory';
import { audienceEntity } from '../../../data/entities/stakeholder-entities';
import { projectLinkEntity } from '../../../data/entities/project-link';
import { coreDataItemsOf } from '../../../entity-kit/core-data-ids';

/** The rows of a section and which rows each impact falls in. */
export interface SectionRows {
  rows: { id: string; name: string }[];
  rowsOf: (impact: VisualisedImpact) => readonly string[];
}

/**
 * Business areas and locations: the organisation's core data of the kind (ONE Query), named on the
 * impact itself. Stakeholder groups: the audiences of the projects in scope and the impacts linked to
 * them (`LINK#AUDIENCE#…#IMPACT#…`), two Queries per project side by side.
 */
export async function sectionRows(
  organisationId: string,
  section: LoadSection,
  projects: ProjectEntry[],
): Promise<SectionRows> {
  if (section === 'business-area' || section === 'location') {
    const kind = section === 'business-area' ? 'businessArea' : 'location';
    const rows = await coreDataItemsOf(organisationId, kind);
    return {
      rows,
      rowsOf: (impact) => (section === 'business-area' ? impact.businessAreas : impact.locations),
    };
  }
  const perProject = await Promise.all(
    projects.map(async (project) => {
      const scope = { organisationId, projectId: project.projectId };
      const [audiences, links] = await Promise.all([
        audienceEntity.query
          .byProject(scope)
          .go({ pages: 'all', attributes: ['itemId', 'name', 'lifecycleStatus'] as never }),
        projectLinkEntity.query
          .byFrom({ ...scope, fromType: 'AUDIENCE' })
          .go({ pages: 'all', attributes: ['fromId', 'toType', 'toId'] }),
      ]);
      return { project, audiences: audiences.data, links: links.data };
    }),
  );
  const rows: { id: string; name: string }[] = [];
  const byImpact = new Map<string, string[]>();
  for (const { project, audiences, links } of perProject) {
    const live = new Set<string>();
    for (const audience of audiences as { itemId: string; name?: string; lifecycleStatus: string }[])
      if (audience.lifecycleStatus === 'active') {
        live.add(audience.itemId);
        rows.push({ id: audience.itemId, name: `${audience.name ?? ''} (${project.projectName})` });
      }
    for (const link of links)
      if (link.toType === 'IMPACT' && live.has(link.fromId))
        byImpact.set(link.toId, [...(byImpact.get(link.toId) ?? []), link.fromId]);
  }
  rows.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return { rows, rowsOf: (impact) => byImpact.get(impact.id) ?? [] };
}
