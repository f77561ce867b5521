/** Id that marks an item typed in by the user and not yet saved (spec §5). */
export const NEW_ITEM_ID = 0;

const normalised = (text: string) => text.trim().toLocaleLowerCase();

/** Free-text selections ignore blank entries (spec §5). */
export function withoutBlankEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => entry.trim() !== '');
}

/**
 * Free-text entries with blanks removed and, unless duplicates are allowed, later case-insensitive
 * repeats removed. Multi-input fields allow duplicates by default (spec §5).
 */
export function cleanFreeTextEntries(entries: readonly string[], { allowDuplicates = true } = {}): string[] {
  const nonBlank = withoutBlankEntries(entries);
  if (allowDuplicates) return nonBlank;
  const seen = new Set<string>();
  return nonBlank.filter((entry) => {
    const key = normalised(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A selection without duplicates (spec §5). Saved items (id other than 0) are the same when their ids
 * match. A new item (id 0) has no id yet, so it is a duplicate when its text matches, ignoring case,
 * any item kept before it; a blank new item is dropped. The first occurrence wins.
 */
export function withoutDuplicateSelections<T extends { id: number | string }>(
  items: readonly T[],
  textOf: (item: T) => string,
): T[] {
  const seenIds = new Set<number | string>();
  const seenTexts = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const text = normalised(textOf(item));
    if (item.id === NEW_ITEM_ID) {
      if (text === '' || seenTexts.has(text)) continue;
    } else if (seenIds.has(item.id)) {
      continue;
    } else {
      seenIds.add(item.id);
    }
    seenTexts.add(text);
    kept.push(item);
  }
  return kept;
}

/** Listing fields ignore duplicates by a unique attribute (spec §5); the first occurrence wins. */
export function uniqueByAttribute<T, K>(items: readonly T[], uniqueAttribute: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const key = uniqueAttribute(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
