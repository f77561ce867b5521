import type { FieldChange } from '../data/versioned-write';
import { referenceName } from './references';
import type { EntityStore, ProjectEntityItem, ProjectScope } from './store';

/**
 * The id lists a body gives beside the fields (`apiShape.input.idLists`, actions' `audienceIds`): the
 * ids in the order given, repeats dropped; a `checked` list's ids each an active item of its target in
 * the project (else the 400 naming `<key>.<index>`, as a reference field's one is checked). A list the
 * body leaves out is not in the answer.
 */
export async function idListValues(
  store: EntityStore,
  scope: ProjectScope,
  input: Record<string, unknown>,
  at: (key: string) => string,
): Promise<Record<string, string[]>> {
  const lists: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(store.declaration.apiShape?.input?.idLists ?? {})) {
    const given = input[key];
    if (!Array.isArray(given)) continue;
    const ids = [...new Set(given as string[])];
    if (list.checked)
      for (const [index, id] of ids.entries())
        await referenceName(scope, { entity: list.target }, id, `${at(key)}.${index}`);
    lists[key] = ids;
  }
  return lists;
}

/**
 * What an update of id lists writes: each list that differs from the item's as an attribute, with its
 * history change under the list's key (the item's list as it was, or null for an item without one).
 */
export function idListChanges(item: ProjectEntityItem, lists: Record<string, string[]>) {
  const attributeChanges: FieldChange[] = Object.entries(lists)
    .filter(([key, ids]) => JSON.stringify(item[key] ?? null) !== JSON.stringify(ids))
    .map(([key, ids]) => ({ field: key, oldValue: item[key] ?? null, newValue: ids }));
  return {
    attributes: Object.fromEntries(attributeChanges.map((change) => [change.field, change.newValue])),
    attributeChanges,
  };
}
