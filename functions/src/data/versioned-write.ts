import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../http/http-error';
import { documentClient } from './client';
import { historyEntryEntity } from './entities/history-entry';
import { readHistory, type HistoryTarget } from './history';

export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const asJson = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** The history items of one accepted change: one per field, all stamped with the version it produced. */
export function historyItems(
  target: HistoryTarget,
  author: { userId: string },
  changes: FieldChange[],
  version: number,
  action: 'create' | 'update' | 'delete' = 'update',
) {
  const changedAt = new Date().toISOString();
  return changes.map((change) => ({
    ...target,
    changedAt,
    changeId: randomUUID(),
    userId: author.userId,
    action,
    field: change.field,
    oldValue: asJson(change.oldValue),
    newValue: asJson(change.newValue),
    version,
  }));
}

/** The parts of an ElectroDB `.params()` update that a transaction item takes. */
type UpdateParams = Record<string, unknown> & { TableName?: string; Key?: Record<string, unknown> };

export const isConditionFailure = (error: unknown) => {
  const failure = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return (
    failure.name === 'ConditionalCheckFailedException' ||
    (failure.name === 'TransactionCanceledException' &&
      (failure.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'))
  );
};

/**
 * Commits a version-conditional update (built by the entity, e.g.
 * `entity.patch(key).set(changes).add({ version: 1 }).where(({ version }, { eq }) => eq(version, seen)).params()`)
 * together with its history items in ONE transaction: either both land or neither. A stale version
 * answers 409 with a message naming who changed the item last, never a silent overwrite.
 */
export async function commitVersionedUpdate(input: {
  update: UpdateParams;
  history: ReturnType<typeof historyItems>;
  target: HistoryTarget;
  /** Other writes that land with it or not at all (a comment, linked items moved with their history). */
  also?: { puts?: Record<string, unknown>[]; updates?: Record<string, unknown>[] };
}) {
  const { ReturnValues: _ignored, ...update } = input.update as UpdateParams & { ReturnValues?: string };
  const historyPuts = input.history.map(
    (item) => historyEntryEntity.put(item).params() as Record<string, unknown>,
  );
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: update as never },
          ...historyPuts.map((put) => ({ Put: put as never })),
          ...(input.also?.puts ?? []).map(({ ReturnValues: _r, ...put }) => ({ Put: put as never })),
          ...(input.also?.updates ?? []).map(({ ReturnValues: _r, ...other }) => ({
            Update: other as never,
          })),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const [latest] = await readHistory(input.target, { limit: 1 });
    const who = latest
      ? ` by ${latest.userId} (${latest.field ?? latest.action}) at ${latest.changedAt}`
      : '';
    throw conflict(
      `Someone else changed this item first${who}. Reload to see their change, then try again.`,
      {
        reason: 'stale-version',
        latest,
      },
    );
  }
}

/**
 * Commits any ElectroDB-built writes (`entity.create(item).params()`, `.delete(key).where(...).params()`,
 * `.put(...)`, `.patch(...)`) together with their history items in ONE transaction. A failed
 * condition (already exists, changed meanwhile) answers 409; nothing is half-written.
 */
export async function commitWithHistory(input: {
  puts?: Record<string, unknown>[];
  updates?: Record<string, unknown>[];
  deletes?: Record<string, unknown>[];
  history: ReturnType<typeof historyItems>;
  conflictMessage?: string;
}) {
  const strip = ({ ReturnValues: _ignored, ...rest }: Record<string, unknown>) => rest;
  const historyPuts = input.history.map(
    (item) => historyEntryEntity.put(item).params() as Record<string, unknown>,
  );
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...(input.puts ?? []).map((put) => ({ Put: strip(put) as never })),
          ...(input.updates ?? []).map((update) => ({ Update: strip(update) as never })),
          ...(input.deletes ?? []).map((remove) => ({ Delete: strip(remove) as never })),
          ...historyPuts.map((put) => ({ Put: put as never })),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw conflict(input.conflictMessage ?? 'Someone else changed this first. Reload and try again.', {
      reason: 'condition-failed',
    });
  }
}
