import {
  MEMBER_INDEX_KEY,
  type ProjectEntityItem,
  type ProjectEntityModel,
} from '../data/entities/project-entity';

/**
 * Every item of an entity naming one person in its indexed member field (`memberField({ indexed:
 * true })`), across the organisation's projects: ONE Query of gsi1 (`byMember`). Active items only;
 * `attributes` projects the read to what the caller shows.
 */
export async function memberItems(
  model: ProjectEntityModel,
  organisationId: string,
  userId: string,
  attributes: readonly string[],
): Promise<ProjectEntityItem[]> {
  const query = (model.query as unknown as Record<string, (facets: object) => { go: Go }>).byMember;
  if (!query) throw new Error('This entity has no indexed member');
  const { data } = await query({ organisationId, [MEMBER_INDEX_KEY]: userId }).go({
    pages: 'all',
    attributes: [...new Set(['organisationId', 'projectId', 'itemId', 'lifecycleStatus', ...attributes])],
  });
  return (data as ProjectEntityItem[]).filter((item) => item.lifecycleStatus === 'active');
}
type Go = (options: { pages: 'all'; attributes: string[] }) => Promise<{ data: unknown[] }>;
