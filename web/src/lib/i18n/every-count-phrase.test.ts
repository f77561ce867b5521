import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

// Every phrase file registers itself on import: load them all, so the rule covers every page.
await Promise.all(Object.values(import.meta.glob('./en-gb-*.ts')).map((load) => load()));

/** Every phrase as its dotted key and text. */
function phrasesOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => phrasesOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('every count uses the plural rules (issue 28 item 10)', () => {
  const phrases = phrasesOf(i18n.getResourceBundle('en-GB', 'translation'));

  it('loaded the lazily added phrases too', () => {
    expect(phrases.some(([key]) => key.startsWith('entityKit.grid.'))).toBe(true);
  });

  it('a phrase with {{count}} has its _one and _other forms', () => {
    const counted = phrases.filter(([, text]) => text.includes('{{count}}'));
    const unpaired = counted
      .map(([key]) => key)
      .filter((key) => !/_(zero|one|two|few|many|other)$/.test(key));
    expect(unpaired).toEqual([]);
  });

  it('says "1 item" in the kit grid count', () => {
    expect(i18n.t('entityKit.grid.loadedOf', { count: 1 })).toBe('1 item');
    expect(i18n.t('entityKit.grid.loadedOf', { count: 3 })).toBe('3 items');
  });
});
