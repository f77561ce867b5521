import { encodeFilters, parseFilters, type ListFilter } from '@tandem/shared/core/list-query';
import { readStored, writeStored } from '@/lib/storage';

/**
 * Filters are remembered locally under a key of an identifier plus a name (spec §9), e.g. the
 * organisation id and the list's name, so each list of each organisation keeps its own.
 */
export const filterStorageKey = (identifier: string, name: string) => `tandem.filters.${identifier}.${name}`;

/** The saved filters of a list; nothing (and never a throw) when absent or unreadable. */
export function readSavedFilters(identifier: string, name: string): ListFilter[] {
  const text = readStored(filterStorageKey(identifier, name));
  if (!text) return [];
  try {
    return parseFilters(text);
  } catch {
    return [];
  }
}

/** Saves the filters of a list; an empty set removes the entry. */
export function saveFilters(identifier: string, name: string, filters: readonly ListFilter[]): void {
  const key = filterStorageKey(identifier, name);
  if (filters.length === 0) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Remembering is a convenience.
    }
    return;
  }
  writeStored(key, encodeFilters(filters));
}
