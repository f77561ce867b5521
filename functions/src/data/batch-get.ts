import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from './client';

/** What an ElectroDB `entity.get(key)` is: the table key comes from its `.params()`. */
interface KeyedGet {
  params(): unknown;
}

/** An ElectroDB entity reading a raw row back: `parse` answers null data for another entity's row. */
interface Parser {
  parse(item: { Item: Record<string, unknown> }, options: { ignoreOwnership: false }): { data: unknown };
}

/**
 * Items of SEVERAL entities in ONE BatchGetItem (ElectroDB's batch get is per entity): the keys come
 * from each entity's `get(...)`, the rows go back through each entity's `parse`, so no key string is
 * written here. At most 100 keys (one call); callers keep within that. `consistent` reads every key
 * strongly consistent (DynamoDB sets it per table, so for all of them).
 */
export async function batchGetAcross(gets: KeyedGet[], options: { consistent?: boolean } = {}) {
  const keys = gets.map((get) => (get.params() as { Key: Record<string, unknown> }).Key);
  const result = await documentClient.send(
    new BatchGetCommand({
      RequestItems: {
        [config.tableName]: { Keys: keys, ...(options.consistent ? { ConsistentRead: true } : {}) },
      },
    }),
  );
  const rows = (result.Responses?.[config.tableName] ?? []) as Record<string, unknown>[];
  return {
    /** The rows that are items of `entity`, parsed by it. */
    of: <T>(entity: Parser) =>
      rows
        .map((row) => entity.parse({ Item: row }, { ignoreOwnership: false }).data)
        .filter((item) => item !== null && item !== undefined) as T[],
  };
}
