import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { STALE_VERSION_REASON } from '@tandem/shared/core/error-codes';
import { conflict } from '../http/http-error';
import { documentClient } from './client';
import { historyEntryEntity } from './entities/history-entry';
import { readHistory, type HistoryTarget } from './history';
import { memberDisplayName } from './members';

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

const describeValue = (json: string | undefined) => {
  let value: unknown = json;
  try {
    value = json === undefined ? null : JSON.parse(json);
  } catch {
    // keep the raw text
  }
  if (value === null || value === undefined || value === '') return 'empty';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
};

/**
 * THE 409 of every stale write (its payload is `staleVersionConflictSchema` of the contract): read
 * after the refused write so it names the change that actually won — "Ada Admin changed name to "X"
 * at 10:42 (version 3)" — or says only that someone else changed it when the target keeps no history.
 * A person who is not a member of the target's organisation is named by user id.
 */
export async function staleVersionConflict(target: HistoryTarget | undefined, what = 'this item') {
  const [latest] = target ? await readHistory(target, { limit: 1 }) : [];
  if (!latest)
    return conflict(`Someone else changed ${what} first. Reload to see their change, then try again.`, {
      reason: STALE_VERSION_REASON,
    });
  const who = (await memberDisplayName(latest.organisationId, latest.userId)) ?? latest.userId;
  const field = latest.field ?? latest.action;
  return conflict(
    `${who} changed ${field} to ${describeValue(latest.newValue)} at ${latest.changedAt} ` +
      `(version ${latest.version}). Reload to see their change, then try again.`,
    {
      reason: STALE_VERSION_REASON,
      latest: {
        userId: latest.userId,
        ...(latest.field ? { field: latest.field } : {}),
        action: latest.action,
        changedAt: latest.changedAt,
        version: latest.version,
      },
    },
  );
}

/**
 * Commits a version-conditional update (built by the entity, e.g.
 * `entity.patch(key).set(changes).add({ version: 1 }).where(({ version }, { eq }) => eq(version, seen)).params()`)
 * together with its history items and any writes that belong to the same change (a counter, tag
 * associations) in ONE transaction: either all land or none. A failed condition answers the one
 * stale-version 409 (`staleVersionConflict`), never a silent overwrite.
 */
export async function commitVersionedUpdate(input: {
  update: UpdateParams;
  history: ReturnType<typeof historyItems>;
  target: HistoryTarget;
  puts?: Record<string, unknown>[];
  updates?: Record<string, unknown>[];
  deletes?: Record<string, unknown>[];
  /** Other writes that land with it or not at all (a comment, linked items moved with their history). */
  also?: { puts?: Record<string, unknown>[]; updates?: Record<string, unknown>[] };
}) {
  try {
    await transact({
      ...input,
      puts: [...(input.puts ?? []), ...(input.also?.puts ?? [])],
      updates: [input.update, ...(input.updates ?? []), ...(input.also?.updates ?? [])],
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw await staleVersionConflict(input.target);
  }
}

type Writes = {
  puts?: Record<string, unknown>[];
  updates?: Record<string, unknown>[];
  deletes?: Record<string, unknown>[];
  history: ReturnType<typeof historyItems>;
};

/** ElectroDB-built writes and history items as one TransactWriteItems call. */
async function transact(input: Writes) {
  const strip = ({ ReturnValues: _ignored, ...rest }: Record<string, unknown>) => rest;
  const historyPuts = input.history.map(
    (item) => historyEntryEntity.put(item).params() as Record<string, unknown>,
  );
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
}

/**
 * Commits any ElectroDB-built writes (`entity.create(item).params()`, `.delete(key).where(...).params()`,
 * `.put(...)`, `.patch(...)`) together with their history items in ONE transaction. A failed
 * condition (already exists, changed meanwhile) answers 409; nothing is half-written.
 */
export async function commitWithHistory(input: Writes & { conflictMessage?: string }) {
  try {
    await transact(input);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw conflict(input.conflictMessage ?? 'Someone else changed this first. Reload and try again.', {
      reason: 'condition-failed',
    });
  }
}
