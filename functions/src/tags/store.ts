import { randomUUID } from 'node:crypto';
import type { Tag } from '@tandem/shared/tags/schemas';
import { tagAssociationEntity } from '../data/entities/tag-association';
import { tagEntity } from '../data/entities/tag';
import { notFound } from '../http/http-error';

/** Every tag of the organisation (one Query of the organisation partition's tag range), by text. */
export async function organisationTags(organisationId: string): Promise<Tag[]> {
  const { data } = await tagEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' });
  return data
    .map((tag) => ({ id: tag.tagId, text: tag.text }))
    .sort((a, b) => a.text.localeCompare(b.text, 'en-GB'));
}

/** One tag of the organisation, else 404 naming where its id came from. */
export async function requireTag(organisationId: string, tagId: string, field = 'params.tagId') {
  const { data } = await tagEntity.get({ organisationId, tagId }).go({ consistent: true });
  if (!data) throw notFound(`The tag (${field})`);
  return { id: data.tagId, text: data.text };
}

/** Texts of the given tags (one BatchGet; a tag deleted meanwhile is left out). */
export async function tagsById(organisationId: string, tagIds: Iterable<string>) {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return new Map<string, Tag>();
  const { data } = await tagEntity.get(unique.map((tagId) => ({ organisationId, tagId }))).go();
  return new Map(data.map((tag) => [tag.tagId, { id: tag.tagId, text: tag.text }]));
}

/** A new tag item (ids are UUIDs, as every other item's). */
export async function putTag(organisationId: string, text: string, createdBy: string): Promise<Tag> {
  const tagId = randomUUID();
  await tagEntity.create({ organisationId, tagId, text, createdBy }).go();
  return { id: tagId, text };
}

/** Every association of a tag across the organisation (one Query of its gsi1 partition). */
export async function associationsOfTag(organisationId: string, tagId: string) {
  const { data } = await tagAssociationEntity.query.byTag({ organisationId, tagId }).go({ pages: 'all' });
  return data;
}

export type TagAssociation = Awaited<ReturnType<typeof associationsOfTag>>[number];
