import type { ProjectEntityDeclaration } from '../entity-kit/declaration';
import { coreDataKinds, type CoreDataKind, type CoreDataKindDefinition } from './kinds';

/** One field that can hold the id of an item of a core data kind. */
export interface UsingField {
  key: string;
  /** A `coreDataIds` list (impact business areas) rather than one id (an action's type). */
  list: boolean;
}

/** The fields of a project entity that point at items of `kind` (none: the entity never uses it). */
export function usingFieldsOf(declaration: ProjectEntityDeclaration, kind: CoreDataKind): UsingField[] {
  return Object.entries(declaration.fields)
    .filter(
      ([, field]) =>
        (field.kind === 'reference' || field.kind === 'coreDataIds') &&
        field.target !== undefined &&
        'coreData' in field.target &&
        field.target.coreData === kind,
    )
    .map(([key, field]) => ({ key, list: field.kind === 'coreDataIds' }));
}

/** The core data kinds whose items point at items of `kind` (a location's place group), by field. */
export function usingKindsOf(kind: CoreDataKind): { kind: CoreDataKind; field: string }[] {
  return (Object.entries(coreDataKinds) as [CoreDataKind, CoreDataKindDefinition][]).flatMap(
    ([using, definition]) =>
      Object.entries(definition.references ?? {})
        .filter(([, target]) => target === kind)
        .map(([field]) => ({ kind: using, field })),
  );
}

/** How many items of each kind use a core data item, e.g. `{ label: 'action', count: 2 }`. */
export interface CoreDataUse {
  label: string;
  count: number;
}

export interface CoreDataUsage {
  itemId: string;
  usageCount: number;
  uses: CoreDataUse[];
}

export const usageOf = (itemId: string, uses: CoreDataUse[]): CoreDataUsage => {
  const counted = uses.filter((use) => use.count > 0);
  return { itemId, usageCount: counted.reduce((sum, use) => sum + use.count, 0), uses: counted };
};

const counted = (count: number, label: string) => `${count} ${label.toLowerCase()}${count === 1 ? '' : 's'}`;

/** "2 actions and 1 impact": what uses an item, as a person reads it. */
export function usesInWords(uses: CoreDataUse[]): string {
  const parts = uses.map((use) => counted(use.count, use.label));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The refusal of a delete without a merge target (409), naming the item and what uses it. */
export function inUseMessage(kind: CoreDataKind, name: string, usage: CoreDataUsage): string {
  const label = coreDataKinds[kind].label.toLowerCase();
  return (
    `The ${label} “${name}” is used by ${usesInWords(usage.uses)}. ` +
    `Merge it into another ${label} instead, or keep it.`
  );
}

/** A reference list after a merge: the old id becomes the new one, once. */
export const mergedIds = (ids: readonly string[], fromId: string, intoId: string): string[] => [
  ...new Set(ids.map((id) => (id === fromId ? intoId : id))),
];
