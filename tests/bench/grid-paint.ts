import { chromium } from '@playwright/test';
import { debianChromium } from '../debian-chromium';
import { median } from './stats';

/** What the bench records of the actions grid over the 5,000-action fixture, in headless Chromium. */
export interface GridPaint {
  runs: number;
  /** From the grid's first list request leaving to its first rows in the DOM, painted (median). */
  firstRowsMs: number | null;
  /** From the same start to every row loaded ("5000 of 5000 actions") (median). */
  allRowsMs: number | null;
  /** From page load (the sign-in redirect included) to the first rows (median). */
  loadToFirstRowsMs: number | null;
  rowsLoaded: number | null;
  samples: { firstRowsMs: number; allRowsMs: number; loadToFirstRowsMs: number }[];
  skipped?: string;
}

/** Which grid: its count text (loaded, and total when it shows one) and its first data request. */
export interface GridTarget {
  countTestId: string;
  /** Source of a RegExp: group 1 the rows loaded, group 2 (optional) the total. */
  countPattern: string;
  /** Without a total in the count text: the rows that mean "all loaded". */
  expectedRows?: number;
  /** Source of a RegExp matching the grid's first data request. */
  firstRequest: string;
}

/** The actions grid (the default): pages of `/actions?…pageSize=`, "n of total actions". */
export const actionsGridTarget: GridTarget = {
  countTestId: 'actions-count',
  countPattern: '^(\\d[\\d,]*) of (\\d[\\d,]*) actions',
  firstRequest: '/actions\\?.*pageSize=',
};

/**
 * Marks, inside the page, when the first grid row is in the DOM (after the next paint) and when the
 * loaded count reaches the total; the first list request's start comes from Resource Timing.
 */
export const pageRecorder = (target: GridTarget) => {
  const marks: Record<string, number> = {};
  (window as unknown as { gridMarks: typeof marks }).gridMarks = marks;
  const observer = new MutationObserver(() => {
    if (marks.firstRows === undefined && document.querySelector('[role="row"][row-id]')) {
      marks.firstRowsSeen = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => (marks.firstRows = performance.now())));
    }
    const count = document.querySelector(`[data-testid="${target.countTestId}"]`)?.textContent ?? '';
    const match = new RegExp(target.countPattern).exec(count);
    // "n of total" (actions) is complete when n = total; "n items" (the kit's grid) at the expected rows.
    // No named function in here: tsx (esbuild's keepNames) wraps one in a `__name` helper that only
    // exists in this module, so the page threw on every change and never marked the rows (the 120 s
    // time-out of the impacts grid); grid-paint.test.ts runs this function as tsx compiles it.
    const total = match?.[2] !== undefined ? match[2].replace(/,/g, '') : String(target.expectedRows ?? '');
    if (marks.allRows === undefined && match && match[1]!.replace(/,/g, '') === total && total !== '0') {
      marks.allRows = performance.now();
      marks.rowsLoaded = Number(match[1]!.replace(/,/g, ''));
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
};

/**
 * Opens the actions grid of the fixture project as contributor@ `runs` times (a reload each: the
 * identity provider's session signs the page straight back in) and reports the medians.
 */
export async function measureGridPaint(options: {
  baseUrl: string;
  gridPath: string;
  email: string;
  password: string;
  runs: number;
  log: (line: string) => void;
  target?: GridTarget;
}): Promise<GridPaint> {
  const target = options.target ?? actionsGridTarget;
  const empty = { runs: 0, firstRowsMs: null, allRowsMs: null, loadToFirstRowsMs: null, rowsLoaded: null };
  const browser = await chromium
    .launch({
      ...(debianChromium ? { executablePath: debianChromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    .catch((error: Error) => error);
  if (browser instanceof Error) return { ...empty, samples: [], skipped: `no Chromium: ${browser.message}` };
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' });
    await page.addInitScript(pageRecorder, target);
    await page.goto(`${options.baseUrl}${options.gridPath}`);
    await page.getByLabel('Email').fill(options.email);
    await page.getByLabel('Password').fill(options.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const samples: GridPaint['samples'] = [];
    let rowsLoaded: number | null = null;
    for (let run = 0; run <= options.runs; run += 1) {
      if (run > 0) await page.reload();
      await page.waitForFunction(
        () => {
          const marks = (window as unknown as { gridMarks?: Record<string, number> }).gridMarks;
          return marks?.firstRows !== undefined && marks.allRows !== undefined;
        },
        undefined,
        { timeout: 120_000 },
      );
      const sample = await page.evaluate((firstRequest) => {
        const marks = (window as unknown as { gridMarks: Record<string, number> }).gridMarks;
        const firstList = performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(firstRequest).test(entry.name));
        const start = firstList?.startTime ?? 0;
        return {
          firstRowsMs: marks.firstRows! - start,
          allRowsMs: marks.allRows! - start,
          loadToFirstRowsMs: marks.firstRows!,
          rowsLoaded: marks.rowsLoaded!,
          // Where the first rows' time goes: the answer's arrival (server and network), the rest the page.
          firstAnswerMs: firstList ? (firstList as PerformanceResourceTiming).responseEnd - start : null,
          // Every API request under way before the first rows painted, from the first rows' request:
          // what shares the server with it (`BENCH_GRID_TRACE=1` prints them).
          requests: performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                entry.startTime < marks.firstRows! &&
                ['fetch', 'xmlhttprequest'].includes((entry as PerformanceResourceTiming).initiatorType),
            )
            .map((entry) =>
              [
                Math.round(entry.startTime - start),
                Math.round((entry as PerformanceResourceTiming).responseEnd - start),
                new URL(entry.name).pathname.split('/').slice(-3).join('/') + new URL(entry.name).search,
              ].join(' '),
            ),
        };
      }, target.firstRequest);
      rowsLoaded = sample.rowsLoaded;
      // The first opening signs in through the provider's form: a warm-up, not a sample.
      if (run > 0) {
        const { rowsLoaded: _rows, firstAnswerMs, requests, ...times } = sample;
        samples.push(times);
        options.log(
          `    run ${run}: first rows ${times.firstRowsMs.toFixed(0)} ms (their answer in ${firstAnswerMs?.toFixed(0) ?? '?'} ms), all ${sample.rowsLoaded} rows ${times.allRowsMs.toFixed(0)} ms`,
        );
        if (process.env.BENCH_GRID_TRACE) for (const line of requests) options.log(`      ${line}`);
      }
    }
    const round = (values: number[]) => Math.round(median(values) * 10) / 10;
    return {
      runs: samples.length,
      firstRowsMs: round(samples.map((sample) => sample.firstRowsMs)),
      allRowsMs: round(samples.map((sample) => sample.allRowsMs)),
      loadToFirstRowsMs: round(samples.map((sample) => sample.loadToFirstRowsMs)),
      rowsLoaded,
      samples,
    };
  } finally {
    await browser.close();
  }
}
