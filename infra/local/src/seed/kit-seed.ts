import type { ProjectEntityModel } from '@tandem/functions/data/entities/project-entity';
import { demoEntityItemId } from './benefit-seed';

/**
 * Puts rows of any kit entity into one project with fixed ids (`demoEntityItemId`, ref 1..n) and sets
 * the entity's ref counter, so the derived probes find ref 1 and new items continue after the seed.
 */
export async function seedKitItems(
  model: ProjectEntityModel,
  name: string,
  scope: { organisationId: string; projectId: string },
  rows: Record<string, unknown>[],
  createdBy: string,
) {
  if (rows.length === 0) return;
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  await model
    .put(
      rows.map((row, index) => ({
        ...row,
        ...scope,
        itemId: demoEntityItemId(name, scope.projectId, index + 1),
        refNumber: index + 1,
        createdBy,
      })) as never,
    )
    .go();
  await counterEntity.put({ ...scope, kind: name, value: rows.length }).go();
}

/** The seeded id of ref `ref` of an entity in a project (for parent fields). */
export const seededId = (name: string, projectId: string, ref: number) =>
  demoEntityItemId(name, projectId, ref);

/** `yyyy-mm-dd`, `days` from the seed's day: the demo always has something overdue and upcoming. */
export const dayFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
