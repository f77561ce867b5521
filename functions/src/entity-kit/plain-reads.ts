import { storedLayoutOf } from '../data/entities/project-entity';
import type { EntityStore, ProjectEntityItem, StoredItem } from './store';

/** An item as stored → as the model reads it, or undefined when the stored item is not the model's. */
export type PlainReader = (stored: StoredItem) => ProjectEntityItem | undefined;

interface AttributeDefinition {
  field?: string;
  hidden?: boolean;
  get?: (value: unknown) => unknown;
  watch?: '*' | readonly string[];
  type?: unknown;
  items?: { get?: unknown };
  prefix?: string;
  postfix?: string;
}

interface ModelInternals {
  schema: { model: { entity: string; version: string }; attributes: Record<string, AttributeDefinition> };
  identifiers?: { entity?: string; version?: string };
}

const readers = new WeakMap<object, PlainReader | undefined>();

/**
 * What ElectroDB's read of an item (`formatItemForRetrieval`) does for a model whose attributes are
 * plain (no map or set, no key fixings, a list's items without getters), done once per attribute:
 * stored names back to attribute names, hidden and unknown attributes (keys, identifiers) left out,
 * each present attribute through its `get`, and a watcher with a `get` that the item lacks answered as
 * its `get` of nothing where ElectroDB's second pass runs it (watching all, or what the item has). Only
 * the items of this model are read (ElectroDB's ownership check, `__edb_e__`/`__edb_v__`).
 */
function buildReader(store: EntityStore): PlainReader {
  const model = store.entity as unknown as ModelInternals;
  const byField = new Map<string, { name: string; list: boolean; get?: (value: unknown) => unknown }>();
  const watchers: { name: string; watch: '*' | readonly string[]; get: (value: unknown) => unknown }[] = [];
  for (const [name, definition] of Object.entries(model.schema.attributes)) {
    const { type, items, prefix, postfix } = definition;
    if (type === 'map' || type === 'set' || items?.get || prefix || postfix)
      throw new Error(`${store.declaration.name}: plainReads needs plain attributes (${name} is not)`);
    if (definition.hidden) continue;
    byField.set(definition.field ?? name, { name, list: type === 'list', get: definition.get });
    if (definition.watch && definition.get)
      watchers.push({ name, watch: definition.watch, get: definition.get });
  }
  // What a watcher watches, by stored name: ElectroDB runs it when the stored item has any of them.
  const fieldOf = (name: string) => model.schema.attributes[name]?.field ?? name;
  const watching = watchers.map(({ name, watch, get }) => ({
    name,
    get,
    all: watch === '*',
    fields: watch === '*' ? [] : watch.map(fieldOf),
  }));
  const entityKey = model.identifiers?.entity ?? '__edb_e__';
  const versionKey = model.identifiers?.version ?? '__edb_v__';
  const { entity, version } = model.schema.model;
  return (stored) => {
    if (stored[entityKey] !== entity || stored[versionKey] !== version) return undefined;
    const item: Record<string, unknown> = {};
    for (const field in stored) {
      const attribute = byField.get(field);
      if (!attribute) continue;
      const value = stored[field];
      // A list read is a copy, as ElectroDB's (its items' getters are plain: no getter to run).
      const read = attribute.list && Array.isArray(value) ? [...(value as unknown[])] : value;
      item[attribute.name] = attribute.get ? attribute.get(read) : read;
    }
    for (const { name, get, all, fields } of watching)
      if (!(name in item) && (all || fields.some((field) => field in stored))) item[name] = get(undefined);
    return item as ProjectEntityItem;
  };
}

/**
 * The plain reader of a model whose stored layout asks for it (`StoredLayout.plainReads`: its getters
 * read their own value only), built once per model; none for any other model, which ElectroDB reads.
 * ElectroDB's read copies the whole item for every getter it runs and runs every attribute twice when
 * any attribute watches (~0.7 ms of a 100-item action page, profiled); this one converts once.
 */
export function plainReaderOf(store: EntityStore): PlainReader | undefined {
  const model = store.entity as object;
  if (!readers.has(model))
    readers.set(model, storedLayoutOf(model).plainReads ? buildReader(store) : undefined);
  return readers.get(model);
}

/** Stored items as the model reads them (the plain reader, else ElectroDB's `parse`), others left out. */
export function readStoredItems(store: EntityStore, rows: readonly StoredItem[]): ProjectEntityItem[] {
  const plain = plainReaderOf(store);
  const items: ProjectEntityItem[] = [];
  for (const row of rows) {
    const item = plain
      ? plain(row)
      : (store.entity.parse({ Item: row }, { ignoreOwnership: false }).data as ProjectEntityItem | null);
    if (item) items.push(item);
  }
  return items;
}
