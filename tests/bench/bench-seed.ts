import { createHash } from 'node:crypto';
import type { ImpactToPut } from '@tandem/infra/local/src/seed/impact-seed';
import type { BenchContext } from './api-endpoints';

/**
 * What the bench parts that fill organisation A with projects and impacts share (the dashboard and
 * heatmap parts): standalone projects, and impacts written as the kit leaves them, each with its
 * chart item (`putImpacts` of the demo seed), so every part reads what its fixture says.
 */

/** The organisation the bench fixtures fill: the demo's Northwind Health. */
export const benchOrganisationId = (ctx: BenchContext) => ctx.demo.demoOrganisations.a.organisationId;

/** A stable uuid-shaped id from a text: a rerun writes over the same items instead of adding more. */
export const benchId = (text: string) => {
  const hex = createHash('sha256').update(`bench:${text}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Standalone projects in organisation A, `<label> 1` … `<label> n`, with the given ids. */
export async function putBenchProjects(ctx: BenchContext, label: string, projectIds: readonly string[]) {
  if (projectIds.length === 0) return;
  const { projectEntity, standaloneParent } = await import('@tandem/functions/data/entities/project');
  await projectEntity
    .put(
      projectIds.map((projectId, index) => ({
        organisationId: benchOrganisationId(ctx),
        projectId,
        parentId: standaloneParent,
        name: `${label} ${index + 1}`,
        createdBy: 'system:bench',
      })),
    )
    .go();
}

/** Impacts with their chart items (the seed's `putImpacts`), a thousand at a time. */
export async function putBenchImpacts(impacts: readonly ImpactToPut[]) {
  const { putImpacts } = await import('@tandem/infra/local/src/seed/impact-seed');
  for (let from = 0; from < impacts.length; from += 1000) await putImpacts(impacts.slice(from, from + 1000));
}
