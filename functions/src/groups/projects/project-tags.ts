import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { Tag } from '@tandem/shared/tags/schemas';
import { TagAssociationKind } from '@tandem/shared/tags/tag-association-kind';
import { tagAssociationEntity } from '../../data/entities/tag-association';
import { byText, commitTagHistory, requireTags } from '../../entity-kit/tags';
import type { Caller } from '../../http/caller';
import { requireFeature } from '../../http/feature-gate';
import { tagsById } from '../../tags/store';
import { requireProject } from './hierarchy';
import { projectTarget } from './service';

/**
 * Tags on a project itself (spec §3 tag associations `projectTags`): association items in the
 * project's partition naming the project as the tagged entity, so the organisation's tag usage,
 * rename, merge and delete treat them as every other kind's.
 */
type Scope = { organisationId: string; projectId: string };
const kind = TagAssociationKind.PROJECT;
const keyOf = (scope: Scope, tagId: string) => ({ ...scope, kind, entityId: scope.projectId, tagId });

async function projectTagIds(scope: Scope) {
  const { data } = await tagAssociationEntity.query
    .byProject({ ...scope, kind, entityId: scope.projectId })
    .go({ pages: 'all', consistent: true });
  return data.filter((association) => association.entityId === scope.projectId).map(({ tagId }) => tagId);
}

/** The project's tags, by text (a tag deleted meanwhile is left out). */
export async function listProjectTags(scope: Scope): Promise<Tag[]> {
  await requireProject(scope.organisationId, scope.projectId);
  const texts = await tagsById(scope.organisationId, await projectTagIds(scope));
  return [...texts.values()].sort(byText);
}

export async function addProjectTag(caller: Caller, scope: Scope, tagId: string) {
  requireFeature(caller, scope.organisationId, OrganisationSetting.TAGS_ENABLED);
  const project = await requireProject(scope.organisationId, scope.projectId);
  await requireTags(scope.organisationId, [tagId], 'body.tagId');
  const before = await projectTagIds(scope);
  if (!before.includes(tagId))
    await commitTagHistory(
      caller,
      projectTarget(scope.organisationId, scope.projectId),
      project.version,
      before,
      [...before, tagId],
      {
        writes: (entities) => [
          entities.tagAssociation.put({ ...keyOf(scope, tagId), createdBy: caller.userId }).commit(),
        ],
      },
    );
  return listProjectTags(scope);
}

export async function removeProjectTag(caller: Caller, scope: Scope, tagId: string) {
  requireFeature(caller, scope.organisationId, OrganisationSetting.TAGS_ENABLED);
  const project = await requireProject(scope.organisationId, scope.projectId);
  const before = await projectTagIds(scope);
  if (before.includes(tagId))
    await commitTagHistory(
      caller,
      projectTarget(scope.organisationId, scope.projectId),
      project.version,
      before,
      before.filter((id) => id !== tagId),
      { writes: (entities) => [entities.tagAssociation.delete(keyOf(scope, tagId)).commit()] },
    );
  return listProjectTags(scope);
}
