import type { ActionItem } from '@tandem/functions/actions/store';

const { coreDataItemEntity } = await import('@tandem/functions/data/entities/core-data-item');
const { tagEntity } = await import('@tandem/functions/data/entities/tag');
const { requireMember } = await import('@tandem/functions/actions/store');
const { badRequest } = await import('@tandem/functions/http/http-error');

/**
 * The reference check of the hand-written action writes as they were served until the kit took the
 * last of them over (issue 9 item 6; none of its callers is served since 2026-11-26): the kit's
 * `apiShape.input.referenceRefusals` and `tagChecks` answer with these words and in this order, which
 * the comparison tests prove through the references built on it (`served-action-writes.ts`,
 * `served-action-bulk.ts`, `served-action-field-edits.ts`). Moved out of
 * `functions/src/actions/writes.ts` so production holds only what is served.
 */

/** Checks referenced ids exist in the organisation and returns the names to denormalise. */
export async function resolveReferences(
  organisationId: string,
  input: {
    actionTypeId?: string | null;
    ownerId?: string | null;
    assignedToId?: string | null;
    businessAreaIds?: string[];
    tagIds?: string[];
  },
  prefix = 'body',
) {
  const resolved: Partial<ActionItem> = {};
  if (input.actionTypeId) {
    const { data } = await coreDataItemEntity
      .get({ organisationId, kind: 'actionType', itemId: input.actionTypeId })
      .go();
    if (!data) throw badRequest(`${prefix}.actionTypeId`, `${prefix}.actionTypeId: no such action type.`);
    resolved.actionTypeId = input.actionTypeId;
    resolved.actionTypeName = data.name;
  } else if (input.actionTypeId === null) {
    resolved.actionTypeId = '';
    resolved.actionTypeName = '';
  }
  if (input.ownerId) {
    const owner = await requireMember(organisationId, input.ownerId, `${prefix}.ownerId`);
    Object.assign(resolved, {
      ownerId: input.ownerId,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
    });
  }
  if (input.assignedToId) {
    const assignee = await requireMember(organisationId, input.assignedToId, `${prefix}.assignedToId`);
    Object.assign(resolved, {
      assignedToId: input.assignedToId,
      assignedToName: `${assignee.firstName} ${assignee.lastName}`.trim(),
    });
  }
  if (input.businessAreaIds) {
    const ids = [...new Set(input.businessAreaIds)];
    if (ids.length > 0) {
      const { data } = await coreDataItemEntity
        .get(ids.map((itemId) => ({ organisationId, kind: 'businessArea', itemId })))
        .go();
      const missing = ids.find((id) => !data.some((item) => item.itemId === id));
      if (missing)
        throw badRequest(
          `${prefix}.businessAreaIds`,
          `${prefix}.businessAreaIds: no business area ${missing}.`,
        );
    }
    resolved.businessAreaIds = ids;
  }
  if (input.tagIds) {
    const ids = [...new Set(input.tagIds)];
    if (ids.length > 0) {
      const { data } = await tagEntity.get(ids.map((tagId) => ({ organisationId, tagId }))).go();
      const missing = ids.find((id) => !data.some((tag) => tag.tagId === id));
      if (missing) throw badRequest(`${prefix}.tagIds`, `${prefix}.tagIds: no tag ${missing}.`);
    }
    resolved.tagIds = ids;
  }
  return resolved;
}
