import { randomUUID } from 'node:crypto';
import { EMPTY_DATE, isEmptyDate } from '@tandem/shared/core/dates';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { storedDate } from '@tandem/shared/actions/action-rules';
import type { ActionInput } from '@tandem/shared/actions/schemas';
import { TagAssociationKind } from '@tandem/shared/tags/tag-association-kind';
import {
  allWrites,
  commitVersionedUpdate,
  commitWithHistory,
  historyItems,
  staleVersionConflict,
  type FieldChange,
  type TransactionWrites,
} from '../data/versioned-write';
import type { Caller } from '../http/caller';
import { actionKey, modelActionOf } from './kit-action-entity';
import { ACTIVE_COUNTER, actionTarget, indexAttributes, type ActionItem } from './store';
import { richTextToStore } from './stored-rich-text';
import { assigneeRole, notifyAssignments, ownerRole } from '../notifications/events';

/**
 * Commits one change of an action through the one versioned-write path (`commitVersionedUpdate`): the
 * version-conditional update (index attributes re-derived), one history item per changed field, and
 * any extra writes, in ONE transaction. A stale version answers the one 409; nothing is written.
 */
export async function commitActionChange(input: {
  caller: Caller;
  action: ActionItem;
  seenVersion: number;
  set: Partial<ActionItem>;
  changes: FieldChange[];
  /** Other writes of the same change (tag associations, a comment, the active counter). */
  writes?: TransactionWrites;
}): Promise<ActionItem> {
  const { caller, action, seenVersion } = input;
  const target = actionTarget(action.organisationId, action.projectId, action.actionId);
  if (seenVersion !== action.version) throw await staleVersionConflict(target);
  const merged = { ...action, ...input.set };
  await commitVersionedUpdate({
    writes: allWrites(
      (entities) => [
        entities.action
          .patch(actionKey(action.organisationId, action.projectId, action.actionId))
          .set(modelActionOf({ ...input.set, ...indexAttributes(merged), modifiedBy: caller.userId }))
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, seenVersion))
          .commit(),
      ],
      input.writes,
    ),
    history: historyItems(
      target,
      { userId: caller.userId },
      input.changes,
      seenVersion + 1,
      input.set.lifecycleStatus === 'deleted' ? 'delete' : 'update',
    ),
    target,
  });
  await notifyAssignments(caller, [actionAssignment(merged, action)]);
  return {
    ...merged,
    version: seenVersion + 1,
    modifiedBy: caller.userId,
    updatedAt: new Date().toISOString(),
  };
}

/** An action's owner and assignee before and after a change, for the assignment notices. */
export const actionAssignment = (
  action: Pick<
    ActionItem,
    'organisationId' | 'projectId' | 'actionId' | 'name' | 'refNumber' | 'ownerId' | 'assignedToId'
  >,
  before?: Pick<ActionItem, 'ownerId' | 'assignedToId'>,
) => ({
  organisationId: action.organisationId,
  item: {
    entityType: 'action',
    entityId: action.actionId,
    projectId: action.projectId,
    name: action.name,
    refNumber: action.refNumber,
  },
  roles: [
    ownerRole(before?.ownerId, action.ownerId),
    assigneeRole(before?.assignedToId, action.assignedToId),
  ],
});

/** Field changes between stored and new values (only real differences). */
export function changesBetween(action: ActionItem, set: Partial<ActionItem>): FieldChange[] {
  return Object.entries(set)
    .filter(
      ([field, value]) =>
        JSON.stringify(action[field as keyof ActionItem] ?? null) !== JSON.stringify(value ?? null),
    )
    .filter(
      ([field]) => !['actionTypeName', 'ownerFirstName', 'ownerLastName', 'assignedToName'].includes(field),
    )
    .map(([field, value]) => ({
      field,
      oldValue: action[field as keyof ActionItem] ?? null,
      newValue: value ?? null,
    }));
}

/** The active-actions counter moved by `delta` inside a transaction. */
export const activeCounterUpdate =
  (organisationId: string, projectId: string, delta: number): TransactionWrites =>
  (entities) => [
    entities.counter
      .update({ organisationId, projectId, kind: ACTIVE_COUNTER })
      .add({ value: delta })
      .commit(),
  ];

/** A new action item from validated input and resolved references. */
export function newActionItem(
  caller: Caller,
  organisationId: string,
  projectId: string,
  refNumber: number,
  input: ActionInput,
  resolved: Partial<ActionItem>,
): ActionItem {
  const startDate = storedDate(input.startDate);
  const endDate = storedDate(input.endDate);
  const base = {
    organisationId,
    projectId,
    actionId: randomUUID(),
    refNumber,
    name: input.name.trim(),
    description: richTextToStore(input.description ?? ''),
    ragStatus: input.ragStatus ?? RagStatus.UNKNOWN,
    progressStatus: input.progressStatus ?? ProgressStatus.NOT_STARTED,
    lifecycleStatus: 'active' as const,
    startDate,
    endDate,
    initialEndDate: isEmptyDate(endDate) ? EMPTY_DATE : endDate,
    audienceIds: [...new Set(input.audienceIds ?? [])],
    businessAreaIds: [],
    tagIds: [],
    noteCount: 0,
    createdBy: caller.userId,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    version: 1,
    ...resolved,
  };
  return { ...base, ...indexAttributes(base) } as ActionItem;
}

/** The snapshot a create writes to history (one item per action keeps transactions small). */
const createdSnapshot = (action: ActionItem) => ({
  refNumber: action.refNumber,
  name: action.name,
  ragStatus: action.ragStatus,
  progressStatus: action.progressStatus,
  startDate: action.startDate,
  endDate: action.endDate,
});

/** Tag association items of an action (both index directions come from one item). */
export const tagAssociationPuts =
  (
    caller: Caller,
    action: Pick<ActionItem, 'organisationId' | 'projectId' | 'actionId'>,
    tagIds: string[],
  ): TransactionWrites =>
  (entities) =>
    tagIds.map((tagId) =>
      entities.tagAssociation
        .put({
          organisationId: action.organisationId,
          projectId: action.projectId,
          kind: TagAssociationKind.ACTION,
          entityId: action.actionId,
          tagId,
          createdBy: caller.userId,
        })
        .commit(),
    );

// DynamoDB allows 100 items per transaction; an action with its history item and a few tags fits 25 times.
const ACTIONS_PER_TRANSACTION = 25;

/**
 * Writes new actions: each with its history item and tag associations, the active counter and the jobs
 * registry, in transactions of up to 25 actions. Ref numbers were taken from the counter beforehand.
 */
export async function writeNewActions(caller: Caller, actions: ActionItem[]) {
  for (let start = 0; start < actions.length; start += ACTIONS_PER_TRANSACTION) {
    const batch = actions.slice(start, start + ACTIONS_PER_TRANSACTION);
    const { organisationId, projectId } = batch[0]!;
    await commitWithHistory({
      writes: allWrites(
        (entities) => [
          ...batch.map((action) => entities.action.create(modelActionOf(action) as never).commit()),
          entities.actionOrganisation.put({ organisationId }).commit(),
        ],
        ...batch.map((action) => tagAssociationPuts(caller, action, action.tagIds ?? [])),
        activeCounterUpdate(organisationId, projectId, batch.length),
      ),
      history: batch.flatMap((action) =>
        historyItems(
          actionTarget(organisationId, projectId, action.actionId),
          { userId: caller.userId },
          [{ field: 'action', oldValue: null, newValue: createdSnapshot(action) }],
          1,
          'create',
        ),
      ),
    });
    await notifyAssignments(
      caller,
      batch.map((action) => actionAssignment(action)),
    );
  }
}
