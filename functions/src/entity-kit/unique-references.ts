import type { ProjectEntityItem } from '../data/entities/project-entity';
import { duplicate } from '../http/http-error';
import { referencingItems } from './referencing-items';
import type { EntityStore, ProjectScope } from './store';
import type { StoredValues } from './values';

/** One write's values: the item it changes (none for a create) and how a faulty field is named. */
export interface UniqueCandidate {
  values: StoredValues;
  itemId?: string;
  at: (key: string) => string;
}

/**
 * 409 naming the field when a write would give a `unique` reference a target another live item of
 * the project already points at (a person twice in one project), or two items of one write the same
 * target. The items naming a target are one Query of the field's index (`indexed` is required).
 * Two concurrent writes of the same target can both pass: the page refuses the second by its choices.
 */
export async function requireUniqueReferences(
  store: EntityStore,
  scope: ProjectScope,
  candidates: UniqueCandidate[],
) {
  const uniqueKeys = Object.entries(store.declaration.fields)
    .filter(([, field]) => field.kind === 'reference' && field.unique)
    .map(([key]) => key);
  for (const key of uniqueKeys) {
    const label = store.declaration.fields[key]!.label.toLowerCase();
    const seen = new Map<string, UniqueCandidate>();
    for (const candidate of candidates) {
      const target = candidate.values.set[key];
      if (typeof target !== 'string') continue;
      const at = candidate.at(key);
      if (seen.has(target)) throw duplicate(at, `${at}: this ${label} is given twice.`);
      seen.set(target, candidate);
      const taken = (await referencingItems(store.entity, key, scope.organisationId, target)).some(
        (item: ProjectEntityItem) =>
          item.projectId === scope.projectId &&
          item.lifecycleStatus !== 'deleted' &&
          item.itemId !== candidate.itemId,
      );
      if (taken) throw duplicate(at, `${at}: this ${label} is already in the project.`);
    }
  }
}
