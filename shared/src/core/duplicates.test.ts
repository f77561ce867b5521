import { describe, expect, it } from 'vitest';
import {
  NEW_ITEM_ID,
  cleanFreeTextEntries,
  uniqueByAttribute,
  withoutBlankEntries,
  withoutDuplicateSelections,
} from './duplicates';

describe('withoutBlankEntries / cleanFreeTextEntries', () => {
  it('ignores blank entries', () => {
    expect(withoutBlankEntries(['a', '', '  ', '\t', 'b'])).toEqual(['a', 'b']);
  });

  it('keeps duplicates by default (multi-input)', () => {
    expect(cleanFreeTextEntries(['a', 'A', 'a', ' '])).toEqual(['a', 'A', 'a']);
  });

  it('removes case-insensitive duplicates when not allowed', () => {
    expect(
      cleanFreeTextEntries(['Finance', 'finance ', 'HR', 'FINANCE'], { allowDuplicates: false }),
    ).toEqual(['Finance', 'HR']);
  });
});

describe('withoutDuplicateSelections', () => {
  const text = (item: { text: string }) => item.text;

  it('uses 0 as the new-item id', () => {
    expect(NEW_ITEM_ID).toBe(0);
  });

  it('drops new items matching an earlier item case-insensitively', () => {
    const items = [
      { id: 7, text: 'Finance' },
      { id: 0, text: 'finance' },
      { id: 0, text: 'Legal' },
      { id: 0, text: 'LEGAL' },
      { id: 0, text: '  ' },
    ];
    expect(withoutDuplicateSelections(items, text)).toEqual([
      { id: 7, text: 'Finance' },
      { id: 0, text: 'Legal' },
    ]);
  });

  it('dedupes saved items by id, not by text', () => {
    const items = [
      { id: 1, text: 'Same' },
      { id: 2, text: 'same' },
      { id: 1, text: 'Same again' },
    ];
    expect(withoutDuplicateSelections(items, text)).toEqual([
      { id: 1, text: 'Same' },
      { id: 2, text: 'same' },
    ]);
  });
});

describe('uniqueByAttribute', () => {
  it('keeps the first item of each key', () => {
    const places = [
      { placeId: 'a', name: 'One' },
      { placeId: 'b', name: 'Two' },
      { placeId: 'a', name: 'Three' },
    ];
    expect(uniqueByAttribute(places, (place) => place.placeId).map((place) => place.name)).toEqual([
      'One',
      'Two',
    ]);
  });
});
