import type { ProjectEntityModel, ProjectEntityItem } from '../data/entities/project-entity';

/**
 * Every item of an entity whose indexed reference field points at one target, across the
 * organisation's projects: one Query of gsi3 (`byReference`, built only for an `indexed` field).
 */
export async function referencingItems(
  model: ProjectEntityModel,
  key: string,
  organisationId: string,
  targetId: string,
): Promise<ProjectEntityItem[]> {
  const query = (model.query as unknown as Record<string, (facets: object) => { go: Go }>).byReference;
  if (!query) throw new Error('This entity has no indexed reference');
  const { data } = await query({ organisationId, [key]: targetId }).go({ pages: 'all' });
  return data as ProjectEntityItem[];
}
type Go = (options: { pages: 'all' }) => Promise<{ data: unknown[] }>;
