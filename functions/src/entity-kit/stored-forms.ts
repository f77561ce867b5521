import type { StoredLayout } from '../data/entities/project-entity';
import type { FieldChange } from '../data/versioned-write';
import type { ProjectEntityItem } from './store';

/**
 * The kit's writes in an entity's stored layout (`StoredLayout`, actions): what the item keeps and
 * what its history records, in the names and forms the entity's own readers and older items use.
 * With the kit's own layout (no options) each is the identity.
 */

/**
 * A change as the layout keeps it: an emptied attribute that keeps a value of its own (a date's
 * sentinel) is set to it rather than removed, and attributes the layout does not keep are dropped.
 */
export function storedChange(layout: StoredLayout, set: Record<string, unknown>, remove: string[]) {
  const emptied = layout.emptied ?? {};
  const unstored = new Set(layout.unstored ?? []);
  return {
    set: {
      ...Object.fromEntries(Object.entries(set).filter(([key]) => !unstored.has(key))),
      ...Object.fromEntries(remove.filter((key) => key in emptied).map((key) => [key, emptied[key]])),
    },
    remove: remove.filter((key) => !(key in emptied) && !unstored.has(key)),
  };
}

/** An item without the attributes its layout does not keep, as a read of it answers. */
export function withoutUnstored(layout: StoredLayout, item: ProjectEntityItem): ProjectEntityItem {
  if (!layout.unstored?.length) return item;
  const kept = { ...item };
  for (const key of layout.unstored) delete kept[key];
  return kept;
}

/** A value of one attribute in its stored form: the layout's setter, or what an emptied one keeps. */
function storedForm(layout: StoredLayout, key: string, value: unknown): unknown {
  if (value === null || value === undefined) return layout.emptied?.[key] ?? value;
  const set = layout.attributes?.[key]?.set;
  return typeof set === 'function'
    ? ((set as (value: unknown, item: object) => unknown)(value, {}) ?? value)
    : value;
}

const storedName = (layout: StoredLayout, key: string) => layout.storedNames?.[key] ?? key;

/**
 * A history change under the attribute's stored name and in its stored form (`ownerId`,
 * `2026-03-20T00:00:00`), so an item's history reads the same whichever path wrote it. An emptied
 * attribute's old value is what the item kept when its stored form was read (`stored`): the emptied
 * form (`''`), or null where the item kept nothing (an action given its first type), which the
 * layout's `get` reads alike; without the stored item, the emptied form.
 */
export function storedHistoryChange(
  layout: StoredLayout,
  change: FieldChange,
  stored?: Readonly<Record<string, unknown>>,
): FieldChange {
  const name = storedName(layout, change.field);
  const keptNothing =
    stored !== undefined &&
    (change.oldValue === null || change.oldValue === undefined) &&
    layout.emptied?.[change.field] !== undefined &&
    stored[name] === undefined;
  return {
    field: name,
    oldValue: keptNothing ? null : storedForm(layout, change.field, change.oldValue),
    newValue: storedForm(layout, change.field, change.newValue),
  };
}

/** A create's history snapshot under stored names and forms. */
export const storedSnapshot = (layout: StoredLayout, snapshot: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => [storedName(layout, key), storedForm(layout, key, value)]),
  );
