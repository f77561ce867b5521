import { storedDate } from '@tandem/shared/actions/action-rules';
import type { UploadRow, UploadRowError } from '@tandem/shared/actions/schemas';
import { uploadRowProblems } from '@tandem/shared/actions/upload-rows';
import type { ActionItem, ProjectScope } from '@tandem/functions/actions/store';
import type { Caller } from '@tandem/functions/http/caller';

const { inGroups, RANGE_WRITE_WIDTH } = await import('@tandem/functions/data/in-groups');
const { coreDataItemEntity } = await import('@tandem/functions/data/entities/core-data-item');
const { membershipEntity } = await import('@tandem/functions/data/entities/membership');
const { nextRefNumbers } = await import('@tandem/functions/data/counter');
const { REF_COUNTER, requireProjectContext } = await import('@tandem/functions/actions/store');
const { requireActions } = await import('@tandem/functions/actions/action-reads');
const { changesBetween, commitActionChange, newActionItem, writeNewActions } =
  await import('@tandem/functions/actions/writes');
const { richTextToStore } = await import('@tandem/functions/actions/stored-rich-text');
const { refuseUploadProblems } = await import('@tandem/functions/lists/upload-problems');

/**
 * `POST …/actions/create-from-upload` exactly as the hand-written family served it until the kit took
 * it over (issue 9 item 6; not served since 2026-11-26): the comparison reference
 * `kit-action-upload.test.ts` proves the kit's upload (`apiShape.upload`) against. Moved out of
 * `functions/src/groups/actions/bulk.ts` so production holds only what is served; built on the
 * hand-written writes still served (`newActionItem`, `writeNewActions`, `commitActionChange`).
 */

async function uploadReferences(organisationId: string) {
  const [types, members] = await Promise.all([
    coreDataItemEntity.query.byKind({ organisationId, kind: 'actionType' }).go({ pages: 'all' }),
    membershipEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' }),
  ]);
  return {
    actionTypes: new Map(types.data.map((type) => [type.itemId, type.name])),
    members: new Map(members.data.map((member) => [member.userId, member])),
  };
}

/** Fields of an uploaded row as an action's stored values, with names from the preloaded references. */
function rowFields(row: UploadRow, references: Awaited<ReturnType<typeof uploadReferences>>) {
  const set: Partial<ActionItem> = { name: row.name.trim() };
  if (row.description !== undefined) set.description = richTextToStore(row.description);
  if (row.ragStatus !== undefined) set.ragStatus = row.ragStatus;
  if (row.progressStatus !== undefined) set.progressStatus = row.progressStatus;
  if (row.startDate !== undefined) set.startDate = storedDate(row.startDate);
  if (row.endDate !== undefined) set.endDate = storedDate(row.endDate);
  if (row.actionTypeId) {
    set.actionTypeId = row.actionTypeId;
    set.actionTypeName = references.actionTypes.get(row.actionTypeId);
  }
  const owner = row.ownerId ? references.members.get(row.ownerId) : undefined;
  if (owner)
    Object.assign(set, {
      ownerId: owner.userId,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
    });
  const assignee = row.assignedToId ? references.members.get(row.assignedToId) : undefined;
  if (assignee)
    Object.assign(set, {
      assignedToId: assignee.userId,
      assignedToName: `${assignee.firstName} ${assignee.lastName}`,
    });
  return set;
}

/**
 * Every row is validated first; one bad row answers 400 listing ALL row errors and nothing is written.
 * Then new actions are written in transactions of 25 and replacements one transaction each.
 */
export async function createActionsFromUpload(
  caller: Caller,
  scope: ProjectScope,
  body: { newActions: UploadRow[]; actionsToReplace: (UploadRow & { id: string })[] },
) {
  await requireProjectContext(scope.organisationId, scope.projectId);
  const references = await uploadReferences(scope.organisationId);
  const check = {
    actionTypeIds: new Set(references.actionTypes.keys()),
    memberIds: new Set(references.members.keys()),
  };
  const errors: UploadRowError[] = [];
  for (const [list, rows] of [
    ['newActions', body.newActions],
    ['actionsToReplace', body.actionsToReplace],
  ] as const) {
    rows.forEach((row, index) => {
      for (const problem of uploadRowProblems(row, check)) errors.push({ list, row: index, ...problem });
    });
  }
  const replaced =
    body.actionsToReplace.length > 0
      ? await requireActions(
          scope.organisationId,
          scope.projectId,
          body.actionsToReplace.map((row) => row.id),
          'body.actionsToReplace',
        ).catch(() => null)
      : [];
  if (replaced === null)
    errors.push({
      list: 'actionsToReplace',
      row: -1,
      field: 'id',
      message: 'An action to replace does not exist.',
    });
  refuseUploadProblems(errors);

  const refs = body.newActions.length
    ? await nextRefNumbers(scope.organisationId, scope.projectId, REF_COUNTER, body.newActions.length)
    : [];
  const created = body.newActions.map((row, index) =>
    newActionItem(
      caller,
      scope.organisationId,
      scope.projectId,
      refs[index]!,
      { name: row.name },
      rowFields(row, references),
    ),
  );
  await writeNewActions(caller, created);
  const byId = new Map((replaced ?? []).map((action) => [action.actionId, action]));
  await inGroups(body.actionsToReplace, RANGE_WRITE_WIDTH, async (row) => {
    const action = byId.get(row.id)!;
    const set = rowFields(row, references);
    const changes = changesBetween(action, set);
    if (changes.length > 0)
      await commitActionChange({ caller, action, seenVersion: action.version, set, changes });
  });
  return {
    created: created.length,
    replaced: body.actionsToReplace.length,
    actionIds: [...created.map((action) => action.actionId), ...body.actionsToReplace.map((row) => row.id)],
  };
}
