import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
/** Specifiers of the runtime static imports (`import type` is erased from the bundle). */
const staticImportsOf = (code: string) =>
  [...code.matchAll(/^import\s+(?!type\s)(?:[^'"]+\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);

describe('the grid side of the actions import', () => {
  // A module both the grid's button and the lazy dialog import lands in the grid's chunk, and the
  // dialog's chunk then imports the whole grid chunk, AG Grid included (the import dialog measured
  // 282 KB gzip that way, budget 250 KB). The button keeps to modules the dialog does not import.
  it('shares no module with the lazily loaded dialog', () => {
    const button = staticImportsOf(source('./actions-import.tsx')).filter(
      (specifier) => !specifier.startsWith('@mantine') && !specifier.startsWith('react'),
    );
    const dialog = new Set(staticImportsOf(source('./actions-import-dialog.tsx')));
    expect(button.filter((specifier) => dialog.has(specifier))).toEqual([]);
  });
});
