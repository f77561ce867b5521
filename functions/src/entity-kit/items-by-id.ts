import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { createConversions } from 'electrodb';
import { config } from '../config';
import { documentClient } from '../data/client';
import { readStoredItems } from './plain-reads';
import type { EntityStore, ProjectEntityItem, ProjectScope, StoredItem } from './store';

/** Keys one BatchGetItem takes. */
const BATCH_KEYS = 100;

type ToKeys = (composite: object) => Record<string, unknown>;

/**
 * The table key of an item from its composite, per entity model. ElectroDB's batch `get` builds a
 * chain (an attribute proxy over every attribute) per key: 35-50 ms of CPU for a 500-item page on a
 * loaded bench machine, against ~2 ms for its key conversion, which derives the same key from the
 * same index definition (no key string is written here).
 */
const keyMakers = new WeakMap<object, ToKeys>();
function keyMakerOf(store: EntityStore): ToKeys {
  let make = keyMakers.get(store.entity);
  if (!make) {
    const conversions = createConversions(store.entity as never) as unknown as {
      byAccessPattern: { byProject: { fromComposite: { toKeys: ToKeys } } };
    };
    make = (composite) => conversions.byAccessPattern.byProject.fromComposite.toKeys(composite);
    keyMakers.set(store.entity, make);
  }
  return make;
}

/** Pause before asking again for keys DynamoDB left unprocessed (throttled): longer each time. */
const RETRY_MS = 25;

/** One BatchGetItem of `keys`, again (after a pause) for any keys DynamoDB left unprocessed. */
async function batchRows(keys: Record<string, unknown>[]): Promise<StoredItem[]> {
  const rows: StoredItem[] = [];
  let asked = keys;
  for (let attempt = 0; asked.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
    const result = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: asked } } }),
    );
    rows.push(...((result.Responses?.[config.tableName] ?? []) as StoredItem[]));
    asked = (result.UnprocessedKeys?.[config.tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  return rows;
}

/**
 * The items of `ids` in the project, in the order asked (an id with no item is left out): BatchGets of
 * 100 keys side by side, each row read as the model reads it (`readStoredItems`: ElectroDB's `parse`, as
 * its own `get` formats it, or the layout's plain read).
 */
export async function itemsById(
  store: EntityStore,
  scope: ProjectScope,
  ids: readonly string[],
): Promise<ProjectEntityItem[]> {
  const toKeys = keyMakerOf(store);
  const keys = ids.map((itemId) => toKeys({ ...scope, itemId }));
  const chunks = Array.from({ length: Math.ceil(keys.length / BATCH_KEYS) }, (_, index) =>
    keys.slice(index * BATCH_KEYS, (index + 1) * BATCH_KEYS),
  );
  const rows = (await Promise.all(chunks.map(batchRows))).flat();
  const byId = new Map(readStoredItems(store, rows).map((item) => [item.itemId, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
