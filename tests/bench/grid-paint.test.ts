import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** grid-paint.ts as `npx tsx` runs it (esbuild with keepNames), its imports stubbed. */
function compiledAsTsxDoes() {
  const source = readFileSync(new URL('./grid-paint.ts', import.meta.url), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs', keepNames: true, target: 'node20' });
  const stubs: Record<string, unknown> = {
    'node:fs': { existsSync: () => false },
    '@playwright/test': { chromium: {} },
    './stats': { median: () => 0 },
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, (id: string) => stubs[id]);
  return module.exports as { pageRecorder: (...args: unknown[]) => void };
}

describe('the grid paint recorder', () => {
  it('runs in the page as Playwright sends it (its source only): rows seen and every row loaded', () => {
    const { pageRecorder } = compiledAsTsxDoes();
    let onReady = () => {};
    let onChange = () => {};
    const page: Record<string, unknown> = {
      document: {
        addEventListener: (_event: string, listener: () => void) => (onReady = listener),
        querySelector: (selector: string) =>
          selector.includes('grid-count') ? { textContent: '5000 items' } : { row: true },
        body: {},
      },
      MutationObserver: class {
        constructor(listener: () => void) {
          onChange = listener;
        }
        observe() {}
      },
      requestAnimationFrame: (callback: () => void) => callback(),
      performance: { now: () => 42 },
    };
    page.window = page;
    const target = { countTestId: 'grid-count', countPattern: '^(\\d[\\d,]*) items', expectedRows: 5000 };
    runInNewContext(`(${pageRecorder.toString()})(${JSON.stringify(target)})`, page);
    onReady();
    onChange();
    expect(page.gridMarks).toMatchObject({ firstRows: 42, allRows: 42, rowsLoaded: 5000 });
  });
});
