import { randomUUID } from 'node:crypto';
import type { Entity, Schema, TransactionItem, TransactWriteEntity } from 'electrodb';
import { STALE_VERSION_REASON } from '@tandem/shared/core/error-codes';
import { conflict, type HttpError } from '../http/http-error';
import { readHistory, type HistoryTarget } from './history';
import { memberDisplayName } from './members';
import { staleChangeSentence } from '@tandem/shared/core/stale-change';
import { changedFieldWords } from './stale-change-words';
import { data } from './service';

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

type WriteCallback = Parameters<typeof data.transaction.write>[0];
/** The Service's entities as ElectroDB's transaction callback hands them: their operations end in `.commit()`. */
export type TransactionEntities = Parameters<WriteCallback>[0];
/** One write of a transaction: an operation's `.commit()` (create, put, patch, delete, check...). */
export type TransactionWrite = ReturnType<WriteCallback>[number];
/**
 * The writes of one transaction, built from the Service's entities — ElectroDB's
 * `transaction.write(({ action, historyEntry }) => [action.patch(..).set(..).where(..).commit(), ...])`.
 * No raw DynamoDB item is built outside the data layer.
 */
export type TransactionWrites = (entities: TransactionEntities) => TransactionWrite[];

/**
 * The transaction form of an entity held by value (a kit store's model): the very instance the Service
 * registered, so an entity missing from `service.ts` fails loudly instead of writing unchecked.
 */
export function transactionEntity<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C>,
>(entities: TransactionEntities, entity: Entity<A, F, C, S>): TransactWriteEntity<A, F, C, S> {
  const found = Object.values(entities).find((candidate) => (candidate as unknown) === entity);
  if (!found) throw new Error(`Entity ${entity.schema.model.entity} is not registered in the data Service`);
  return found as unknown as TransactWriteEntity<A, F, C, S>;
}

/** Several writers' writes as one transaction's. */
export const allWrites =
  (...parts: (TransactionWrites | undefined)[]): TransactionWrites =>
  (entities) =>
    parts.flatMap((part) => part?.(entities) ?? []);

/** A transaction refused because a write's condition failed (exists already, changed meanwhile). */
class ConditionFailure extends Error {
  /** Whether the first write (a versioned update's own item) is among those refused. */
  constructor(readonly firstRefused: boolean) {
    super('A write condition failed');
  }
}

/**
 * ElectroDB-built writes and history items as ONE transaction through the Service's transaction API.
 * ElectroDB answers a cancelled transaction as `canceled` (it does not throw): a failed condition
 * becomes `ConditionFailure`; any other cancellation (a conflicting transaction) is a fault.
 */
async function transact(writes: TransactionWrites, history: ReturnType<typeof historyItems> = []) {
  const { canceled, data: outcome } = await data.transaction
    .write((entities) => [
      ...writes(entities),
      ...history.map((item) => entities.historyEntry.put(item).commit()),
    ])
    .go();
  if (!canceled) return;
  const results = outcome as unknown as TransactionItem<unknown>[];
  const failed = (result: TransactionItem<unknown> | undefined) => result?.code === 'ConditionalCheckFailed';
  if (results.some(failed)) throw new ConditionFailure(failed(results[0]));
  if (results.some((result) => result?.code === 'TransactionConflict')) throw transactionClash();
  throw new Error(`Transaction cancelled: ${results.map((result) => result.code).join(', ')}`);
}

/** Why a 409 says another transaction touched the same items at the same moment (a retry may pass). */
export const TRANSACTION_CLASH_REASON = 'transaction-clash';
/** Two writes on the same items at once: DynamoDB cancels one; the caller may simply try again (not a 500). */
const transactionClash = () =>
  conflict('Someone else changed this at the same moment. Try again.', { reason: TRANSACTION_CLASH_REASON });

/**
 * Writes that need no history and no version (link pairs), in transactions of at most `size` (DynamoDB
 * takes 100 items a transaction); each chunk lands whole or not at all.
 */
export async function transactInChunks(writes: TransactionWrites, size = 100) {
  const all = writes(data.entities as unknown as TransactionEntities);
  for (let start = 0; start < all.length; start += size) {
    const chunk = all.slice(start, start + size);
    await transact(() => chunk);
  }
}

/**
 * THE 409 of every stale write (its payload is `staleVersionConflictSchema` of the contract): read
 * after the refused write so it names the change that actually won — "Ada Admin changed the RAG to
 * “Amber” on 28/11/2026 at 20:00 (UK time)" (`shared/src/core/stale-change.ts`) — or says only that someone else changed it when the target keeps no history.
 * A person who is not a member of the target's organisation is named by user id.
 */
export async function staleVersionConflict(target: HistoryTarget | undefined, what = 'this item') {
  const [latest] = target ? await readHistory(target, { limit: 1 }) : [];
  if (!latest)
    return conflict(`Someone else changed ${what} first. Reload to see their change, then try again.`, {
      reason: STALE_VERSION_REASON,
    });
  const who = (await memberDisplayName(latest.organisationId, latest.userId)) ?? latest.userId;
  const words =
    latest.field && latest.action === 'update'
      ? await changedFieldWords(target!, latest.field, latest.newValue)
      : {};
  return conflict(
    staleChangeSentence({ who, action: latest.action, changedAt: latest.changedAt, ...words }),
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
 * `entity.patch(key).set(changes).add({ version: 1 }).where(({ version }, { eq }) => eq(version, seen)).commit()`)
 * together with its history items and any writes that belong to the same change (a counter, tag
 * associations, a comment) in ONE transaction: either all land or none. A failed condition answers the
 * one stale-version 409 (`staleVersionConflict`), never a silent overwrite.
 */
export async function commitVersionedUpdate(input: {
  /** The versioned write first (update, delete, or the create of version 1), then any that land with it. */
  writes: TransactionWrites;
  history: ReturnType<typeof historyItems>;
  target: HistoryTarget;
  /** What the 409 names when the target keeps no history yet ("these settings"). */
  what?: string;
  /** The 409 when only another write's condition failed (a uniqueness guard taken meanwhile). */
  otherConflict?: () => HttpError;
}) {
  try {
    await transact(input.writes, input.history);
  } catch (error) {
    if (!(error instanceof ConditionFailure)) throw error;
    if (!error.firstRefused && input.otherConflict) throw input.otherConflict();
    throw await staleVersionConflict(input.target, input.what);
  }
}

/**
 * Commits ElectroDB-built writes that are not a versioned change (new items under fresh ids, link and
 * tag associations, a comment) together with their history items in ONE transaction; nothing is
 * half-written. A stale version is `commitVersionedUpdate`'s; a failed condition here is a duplicate
 * (`alreadyExists`, a 409 of its own reason) or, unexpected, a generic 409.
 */
export async function commitWithHistory(input: {
  /** None when the history items are the whole change (a password reset). */
  writes?: TransactionWrites;
  history: ReturnType<typeof historyItems>;
  /** The 409 when a condition fails: what already exists. */
  alreadyExists?: () => HttpError;
}) {
  try {
    await transact(input.writes ?? (() => []), input.history);
  } catch (error) {
    if (!(error instanceof ConditionFailure)) throw error;
    throw (
      input.alreadyExists?.() ??
      conflict('Someone else changed this first. Reload and try again.', { reason: 'condition-failed' })
    );
  }
}
