/**
 * `npm run bench`: measures web bundles, Lambda bundles and init, and API latency against the local
 * stack, prints each number beside its ARCHITECTURE.md §11 budget and writes bench/results/latest.json.
 * Flags: --requests=N (per endpoint, default 200), --strict (exit 1 when anything is OVER),
 * --parts=web,lambdas,api,first-page,lighthouse (default all). A run of only some parts prints its report and writes
 * bench/results/partial.json instead of latest.json, e.g. `npx tsx tests/bench/run.ts --parts=lambdas`
 * (Lambda bundles, init and cold requests; no web build or Chromium needed). `--parts=impacts` (never in
 * the default run) seeds 5,000 impacts and 20,000 links and prints their latencies without writing a file;
 * `--parts=heatmap` (never in the default run either) seeds 20 projects and 10,000 impacts and prints the
 * heatmap's latency beside the organisation index's raw Query. `--parts=first-page` loads the organisation
 * home, an impacts grid and the organisation heatmap in Chromium, `--parts=lighthouse` runs Lighthouse's
 * desktop preset on five pages (both need `npm run build -w web`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { runApiBench, startBenchStack, type BenchStack } from './api-bench';
import { coldRequests } from './cold-requests';
import { bundleLambda, lambdaEntries, repoRoot } from './lambda-bundles';
import { formatImpactBench, measureImpactsGridPaint, runImpactBench } from './impact-bench';
import { measureColdRequest } from './lambda-cold-request';
import { measureBenchFirstPages } from './first-page-bench';
import { measureLambdaInit } from './lambda-init';
import { budgetRows, formatReport, type BenchReport } from './report';
import { measureWebBundles } from './web-bundles';

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    strict: { type: 'boolean', default: false },
    parts: { type: 'string', default: 'web,lambdas,api,first-page,lighthouse' },
  },
});
const allParts = ['web', 'lambdas', 'api', 'first-page', 'lighthouse'] as const;
const extraParts = ['impacts', 'dashboard', 'heatmap', 'impacts-grid'];
const parts = new Set(flags.parts.split(',').map((part) => part.trim()));
for (const part of parts)
  if (![...allParts, ...extraParts].includes(part))
    throw new Error(`--parts takes ${[...allParts, ...extraParts].join(',')}, got ${part}`);
const complete = allParts.every((part) => parts.has(part));
const requests = Number(flags.requests);
if (!Number.isInteger(requests) || requests < 1)
  throw new Error(`--requests must be a positive integer, got ${flags.requests}`);

const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

const cleanups: (() => Promise<void> | void)[] = [];
const cleanUp = async () => {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error(`Clean-up failed: ${(error as Error).message}`);
    }
  }
};
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main() {
  let web: BenchReport['web'];
  if (parts.has('web')) {
    log('Web bundles (web/dist)');
    web = measureWebBundles(join(repoRoot, 'web/dist'));
  }

  let stack: BenchStack | undefined;
  if (
    parts.has('lambdas') ||
    parts.has('api') ||
    parts.has('first-page') ||
    parts.has('lighthouse') ||
    parts.has('impacts') ||
    parts.has('impacts-grid') ||
    parts.has('dashboard') ||
    parts.has('heatmap')
  ) {
    log('Starting the local stack (DynamoDB Local in memory, demo seed)');
    stack = await startBenchStack(log, (stop) => cleanups.push(stop));
  }

  // First, on the demo seed as the stack started: the api part adds 5,000-row fixtures to these pages.
  let firstPage: BenchReport['firstPage'];
  if (parts.has('first-page')) {
    log('First page: organisation home, impacts grid, heatmap in headless Chromium');
    firstPage = await measureBenchFirstPages(stack!).catch((error: Error) => ({
      samples: [],
      skipped: error.message.split('\n')[0]!,
    }));
  }

  let lighthouse: BenchReport['lighthouse'];
  if (parts.has('lighthouse')) {
    log('Lighthouse (desktop preset) on five pages, signed in');
    const { runLighthouse } = await import('./lighthouse-bench');
    lighthouse = await runLighthouse(stack!, log).catch((error: Error) => ({
      samples: [],
      skipped: error.message.split('\n')[0]!,
    }));
  }

  let lambdas: BenchReport['lambdas'] | undefined;
  if (parts.has('lambdas')) {
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-bench-'));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    const firstClicks = await coldRequests(stack!);
    lambdas = [];
    for (const entry of lambdaEntries()) {
      log(
        `Lambda ${entry.name}: bundle, init in fresh processes, then a cold request against DynamoDB Local`,
      );
      const { file: bundleFile, ...bundle } = await bundleLambda(entry, outDir);
      const init = await measureLambdaInit(entry.name, bundleFile);
      const request = firstClicks[entry.name as keyof typeof firstClicks];
      const coldRequest = await measureColdRequest(
        entry.name,
        bundleFile,
        request,
        stack!.handlerEnvironment,
      );
      lambdas.push({ ...bundle, init, coldRequest });
    }
  }

  let api: BenchReport['api'] | undefined;
  if (parts.has('api')) {
    log('API latency against the local stack');
    api = await runApiBench({ requests, warmup: 20, maxMsPerEndpoint: 20_000 }, log, stack!);
  }

  if (parts.has('dashboard')) {
    log('My Dashboard (500 items of each kind across 20 projects)');
    const { runDashboardBench, formatDashboardBench } = await import('./dashboard-bench');
    const dashboard = await runDashboardBench(
      { requests, warmup: 10, maxMsPerEndpoint: 20_000 },
      log,
      stack!,
    );
    console.log(`\n${formatDashboardBench(dashboard)}\n`);
    if (!allParts.some((part) => parts.has(part)) && !parts.has('impacts')) return false;
  }

  if (parts.has('impacts')) {
    log('Impacts on the kit (5,000 impacts, 20,000 links)');
    const impacts = await runImpactBench({ requests, warmup: 10, maxMsPerEndpoint: 20_000 }, log, stack!);
    console.log(`\n${formatImpactBench(impacts)}\n`);
    log('  impacts grid (5,000 rows) in headless Chromium');
    // The latencies above stand on their own: a grid that never shows its rows is reported, not fatal.
    const grid = await measureImpactsGridPaint(stack!, log).catch((error: Error) => ({
      failed: error.message,
    }));
    console.log(`\n- impacts grid paint: ${JSON.stringify(grid)}\n`);
    // The impacts part has no budget rows of its own: alone, it prints and stops.
    if (!allParts.some((part) => parts.has(part))) return false;
  }

  // `--parts=impacts-grid`: the impacts part's fixture and grid paint only (no latency runs), for
  // working on the grid: about two minutes instead of ten.
  if (parts.has('impacts-grid') && !parts.has('impacts')) {
    const { seedBenchActions } = await import('./action-bench');
    const { seedBenchImpacts } = await import('./impact-bench');
    const context = { tableName: stack!.tableName, demo: stack!.demo };
    await seedBenchActions(context);
    await seedBenchImpacts(context);
    const grid = await measureImpactsGridPaint(stack!, log).catch((error: Error) => ({
      failed: error.message,
    }));
    console.log(`\n- impacts grid paint: ${JSON.stringify(grid)}\n`);
    if (!allParts.some((part) => parts.has(part))) return false;
  }

  if (parts.has('heatmap')) {
    log('Heatmap over the organisation index (20 projects, 10,000 impacts)');
    const { formatHeatmapBench, runHeatmapBench } = await import('./heatmap-bench');
    const heatmap = await runHeatmapBench({ requests, warmup: 5, maxMsPerEndpoint: 30_000 }, log, stack!);
    console.log(`\n${formatHeatmapBench(heatmap)}\n`);
    // Like the impacts part: alone, it prints and stops.
    if (!allParts.some((part) => parts.has(part))) return false;
  }

  const measured = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      node: process.version,
      platform: process.platform,
      arch: process.arch,
    },
    web,
    lambdas,
    api,
    firstPage,
    lighthouse,
  };
  const report: BenchReport = { ...measured, budgets: budgetRows(measured) };
  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  // Only a complete run replaces latest.json, so its numbers always come from one run of everything.
  const resultsFile = join(resultsDir, complete ? 'latest.json' : 'partial.json');
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`Done; wrote ${relative(repoRoot, resultsFile)}`);
  console.log(`\n${formatReport(report, { requests })}`);
  return report.budgets.some((row) => row.status === 'OVER');
}

let exitCode = 0;
try {
  const over = await main();
  if (over && flags.strict) exitCode = 1;
} catch (error) {
  // After a signal the in-flight request fails because the stack is going away: not worth a stack trace.
  if (!interrupted) console.error(`\nBench failed: ${(error as Error).stack ?? String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
// SDK keep-alive sockets of the in-process handlers must not hold the process open after the stack stopped.
process.exit(exitCode);
