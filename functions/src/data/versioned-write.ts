import { randomUUID } from 'node:crypto';
import { conflict } from '../http/http-error';

export interface ChangeAuthor {
  userId: string;
}

export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export interface HistoryTarget {
  organisationId: string;
  entityType: string;
  entityId: string;
  projectId?: string;
}

const asJson = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** The history items of one accepted change: one per field, all stamped with the new version. */
export function historyItems(target: HistoryTarget, author: ChangeAuthor, changes: FieldChange[], version: number, action: 'create' | 'update' | 'delete' = 'update') {
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

/** DynamoDB's reason a transaction was cancelled, per item. */
const cancellationReasons = (error: unknown): string[] => {
  const cause = (error as { cause?: { CancellationReasons?: { Code?: string }[] } }).cause;
  return (cause?.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
};

export const isConditionFailure = (error: unknown) =>
  cancellationReasons(error).includes('ConditionalCheckFailed') ||
  (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException' ||
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Runs a conditional write; if the condition failed because someone else changed the item first,
 * answers 409 with a message saying so instead of silently overwriting.
 */
export async function withVersionCheck<T>(write: () => Promise<T>, describeConflict: () => Promise<string> | string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(await describeConflict(), { reason: 'stale-version' });
    throw error;
  }
}

