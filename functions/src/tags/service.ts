import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import { TAG_SEARCH_LIMIT, type Tag } from '@tandem/shared/tags/schemas';
import { TagAssociationKind } from '@tandem/shared/tags/tag-association-kind';
import { patchStoredAction, storedActionById } from '../data/entities/action';
import { tagAssociationEntity } from '../data/entities/tag-association';
import { tagEntity } from '../data/entities/tag';
import type { Caller } from '../http/caller';
import { requireFeature } from '../http/feature-gate';
import { badRequest } from '../http/http-error';
import { associationsOfTag, organisationTags, putTag, requireTag, type TagAssociation } from './store';

/** Same text, any case or surrounding space: one tag (ours; the spec leaves duplicates open). */
const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-GB') === b.trim().toLocaleLowerCase('en-GB');

export const listTags = organisationTags;

/** Tags containing the text (any case): those starting with it first, then by text. */
export async function searchTags(organisationId: string, text: string): Promise<Tag[]> {
  const wanted = text.trim().toLocaleLowerCase('en-GB');
  const lower = (tag: Tag) => tag.text.toLocaleLowerCase('en-GB');
  return (await organisationTags(organisationId))
    .filter((tag) => lower(tag).includes(wanted))
    .sort((a, b) => Number(!lower(a).startsWith(wanted)) - Number(!lower(b).startsWith(wanted)))
    .slice(0, TAG_SEARCH_LIMIT);
}

export const getTag = (organisationId: string, tagId: string) => requireTag(organisationId, tagId);

/** How many items carry the tag, per association kind and in all. */
export async function usageCount(organisationId: string, tagId: string) {
  await requireTag(organisationId, tagId);
  return usageOf(tagId, await associationsOfTag(organisationId, tagId));
}

function usageOf(tagId: string, associations: TagAssociation[]) {
  const byKind: Record<string, number> = {};
  for (const association of associations) byKind[association.kind] = (byKind[association.kind] ?? 0) + 1;
  return { tagId, usageCount: associations.length, byKind };
}

/** Free text on Enter: a new tag, or the one that already has this text. */
export async function createTag(caller: Caller, organisationId: string, text: string) {
  requireFeature(caller, organisationId, OrganisationSetting.TAGS_ENABLED);
  const existing = (await organisationTags(organisationId)).find((tag) => sameText(tag.text, text));
  return existing ?? putTag(organisationId, text.trim(), caller.userId);
}

export async function renameTag(caller: Caller, organisationId: string, tagId: string, text: string) {
  requireFeature(caller, organisationId, OrganisationSetting.TAGS_ENABLED);
  await requireTag(organisationId, tagId);
  const clash = (await organisationTags(organisationId)).find(
    (tag) => tag.id !== tagId && sameText(tag.text, text),
  );
  if (clash)
    throw badRequest(
      'body.text',
      `body.text: the tag '${clash.text}' already exists; merge the two instead.`,
    );
  await tagEntity.patch({ organisationId, tagId }).set({ text: text.trim(), modifiedBy: caller.userId }).go();
  return { id: tagId, text: text.trim() };
}

/**
 * Actions keep their tag ids on the item too (their list filters by them): a merge or delete mends
 * them. Kit entities keep tags only as associations, so nothing else needs mending.
 */
async function mendActionTagIds(
  organisationId: string,
  association: TagAssociation,
  replace: (tagIds: string[]) => string[],
) {
  if (association.kind !== TagAssociationKind.ACTION) return;
  const action = await storedActionById(organisationId, association.projectId!, association.entityId);
  if (!action) return;
  await patchStoredAction(organisationId, association.projectId!, association.entityId, {
    tagIds: replace(action.tagIds ?? []),
  });
}

const associationKey = (organisationId: string, association: TagAssociation, tagId: string) => ({
  organisationId,
  projectId: association.projectId,
  kind: association.kind,
  entityId: association.entityId,
  tagId,
});

/** Every item carrying the tag gets the other one instead (once), then the tag is deleted. */
export async function mergeTag(caller: Caller, organisationId: string, tagId: string, intoTagId: string) {
  requireFeature(caller, organisationId, OrganisationSetting.TAGS_ENABLED);
  if (intoTagId === tagId)
    throw badRequest('body.intoTagId', 'body.intoTagId: pick another tag to merge into.');
  await requireTag(organisationId, tagId);
  const into = await requireTag(organisationId, intoTagId, 'body.intoTagId');
  const associations = await associationsOfTag(organisationId, tagId);
  for (const association of associations) {
    await tagAssociationEntity
      .put({ ...associationKey(organisationId, association, intoTagId), createdBy: caller.userId })
      .go();
    await mendActionTagIds(organisationId, association, (ids) => [
      ...new Set(ids.map((id) => (id === tagId ? intoTagId : id))),
    ]);
  }
  await removeTag(organisationId, tagId, associations);
  return { tag: into, moved: associations.length };
}

/** Deletes the tag and takes it off every item; answers the usage it had. */
export async function deleteTag(caller: Caller, organisationId: string, tagId: string) {
  requireFeature(caller, organisationId, OrganisationSetting.TAGS_ENABLED);
  await requireTag(organisationId, tagId);
  const associations = await associationsOfTag(organisationId, tagId);
  for (const association of associations)
    await mendActionTagIds(organisationId, association, (ids) => ids.filter((id) => id !== tagId));
  await removeTag(organisationId, tagId, associations);
  return usageOf(tagId, associations);
}

async function removeTag(organisationId: string, tagId: string, associations: TagAssociation[]) {
  if (associations.length > 0)
    await tagAssociationEntity
      .delete(associations.map((association) => associationKey(organisationId, association, tagId)))
      .go();
  await tagEntity.delete({ organisationId, tagId }).go();
}
