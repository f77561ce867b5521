import { atLeast, budgets, within, type BudgetRow } from './budgets';
import type { ApiBench } from './api-bench';
import type { FirstPageSample } from './first-page';
import type { LambdaBundle } from './lambda-bundles';
import type { LighthouseRun, LighthouseSample } from './lighthouse-bench';
import type { LambdaColdRequest } from './lambda-cold-request';
import type { LambdaInit } from './lambda-init';
import type { WebBundles } from './web-bundles';

export interface BenchReport {
  generatedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string; arch: string };
  /** Each part is absent when a run left it out (`--parts`); `npm run bench` measures all. */
  web?: WebBundles;
  lambdas?: (Omit<LambdaBundle, 'file'> & { init: LambdaInit; coldRequest: LambdaColdRequest })[];
  api?: ApiBench;
  /** Full loads of the first pages in Chromium; `skipped` says why there are none. */
  firstPage?: FirstPages;
  lighthouse?: LighthouseRun;
  budgets: BudgetRow[];
}

export interface FirstPages {
  samples: FirstPageSample[];
  skipped?: string;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(2);
const dash = '—';

/** Every measured number against its §11 budget, one row each. */
export function budgetRows(report: Omit<BenchReport, 'budgets'>): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const route of report.web?.routes ?? []) {
    if (route.budgetBytes === null || route.status === null) continue;
    const budget =
      route.kind === 'shell' ? 'JS of the shell route (gzip)' : `extra JS of a ${route.kind} route (gzip)`;
    rows.push({
      budget,
      subject: route.route,
      value: route.gzipBytes,
      limit: route.budgetBytes,
      unit: 'bytes',
      status: route.status,
    });
  }
  for (const lambda of report.lambdas ?? []) {
    rows.push({
      budget: 'Lambda code loaded at init (minified)',
      subject: lambda.name,
      value: lambda.bytes,
      limit: lambda.budgetBytes,
      unit: 'bytes',
      status: lambda.status,
    });
    rows.push({
      budget: 'Lambda module init (median)',
      subject: lambda.name,
      value: lambda.init.medianMs,
      limit: lambda.init.budgetMs,
      unit: 'ms',
      status: lambda.init.status,
    });
    rows.push(coldRequestRow(lambda.coldRequest));
  }
  if (report.firstPage) rows.push(...firstPageRows(report.firstPage));
  if (report.lighthouse) rows.push(...lighthouseRows(report.lighthouse));
  if (!report.api) return rows;
  for (const result of report.api.results) {
    if (result.ratio !== null && result.ratioStatus) {
      rows.push({
        budget: 'list p95 ÷ raw Query p95',
        subject: result.name,
        value: result.ratio,
        limit: budgets.listToRawQueryP95Ratio,
        unit: '×',
        status: result.ratioStatus,
      });
    }
    if (result.callsStatus && result.dynamoDbCallsPerRequest) {
      const queries = result.dynamoDbCallsPerRequest.Query ?? 0;
      rows.push({
        budget: 'DynamoDB calls per list page',
        subject: result.name,
        value: queries,
        limit: budgets.listPageQueries,
        unit: 'Query',
        status: result.callsStatus,
      });
    }
  }
  const { grid } = report.api;
  rows.push({
    budget: '5,000-row grid, first rows painted',
    subject: 'actions grid (from its first list request)',
    value: grid.firstRowsMs,
    limit: budgets.gridFirstRowsMs,
    unit: 'ms',
    status: grid.firstRowsMs === null ? 'NOT MEASURED' : within(grid.firstRowsMs, budgets.gridFirstRowsMs),
  });
  const { impactsGrid } = report.api;
  if (impactsGrid)
    rows.push({
      budget: '5,000-row grid, first rows painted',
      subject: 'impacts grid (from its first grid-data request)',
      value: impactsGrid.firstRowsMs,
      limit: budgets.gridFirstRowsMs,
      unit: 'ms',
      status:
        impactsGrid.firstRowsMs === null
          ? 'NOT MEASURED'
          : within(impactsGrid.firstRowsMs, budgets.gridFirstRowsMs),
    });
  return rows;
}

/** A group's cold first request; counted only when every answer was a 2xx (else it measured an error). */
export function coldRequestRow(cold: LambdaColdRequest): BudgetRow {
  const answered = cold.statusCodes.length > 0 && cold.statusCodes.every((code) => code >= 200 && code < 300);
  return {
    budget: 'Lambda cold first request (median)',
    subject: cold.name,
    value: cold.coldTotalMs,
    limit: budgets.lambdaColdRequestMs,
    unit: 'ms',
    status: answered ? within(cold.coldTotalMs, budgets.lambdaColdRequestMs) : 'NOT MEASURED',
  };
}

const firstPageBudgets = [
  {
    budget: 'first page: sequential API round trips before content',
    limit: budgets.firstPageDepthBeforeContent,
    unit: 'round trips',
    measure: (sample: FirstPageSample) => sample.depthBeforeContent,
  },
  {
    budget: 'first page: functions before content',
    limit: budgets.firstPageFunctionsBeforeContent,
    unit: 'functions',
    measure: (sample: FirstPageSample) => sample.functionsBeforeContent.length,
  },
  {
    budget: 'first page: API calls before content',
    limit: budgets.firstPageApiBeforeContent,
    unit: 'calls',
    measure: (sample: FirstPageSample) => sample.apiBeforeContent,
  },
  {
    budget: 'first page: requests in all',
    limit: budgets.firstPageRequests,
    unit: 'requests',
    measure: (sample: FirstPageSample) => sample.requests,
  },
] as const;

/**
 * Four rows per page loaded. A page without a largest contentful paint has no "before content": its
 * before-content rows are NOT MEASURED rather than counting every call of the load.
 */
export function firstPageRows(firstPage: FirstPages): BudgetRow[] {
  if (firstPage.samples.length === 0)
    return firstPageBudgets.map(({ budget, limit, unit }) => ({
      budget,
      subject: `not measured: ${firstPage.skipped ?? 'no page loaded'}`,
      value: null,
      limit,
      unit,
      status: 'NOT MEASURED',
    }));
  return firstPage.samples.flatMap((sample) =>
    firstPageBudgets.map(({ budget, limit, unit, measure }) => {
      const counted = sample.lcpMs !== null || budget === 'first page: requests in all';
      const value = measure(sample);
      return {
        budget,
        subject: sample.page,
        value: counted ? value : null,
        limit,
        unit,
        status: counted ? within(value, limit) : 'NOT MEASURED',
      };
    }),
  );
}

/** Three rows per page: performance (a floor), CLS and total blocking time; unscored = NOT MEASURED. */
export function lighthouseRows(run: LighthouseRun): BudgetRow[] {
  const kinds = [
    {
      budget: 'Lighthouse desktop: performance',
      limit: budgets.lighthousePerformanceAtLeast,
      unit: 'score',
      floor: true as const,
      measure: (sample: LighthouseSample) => sample.performance,
    },
    {
      budget: 'Lighthouse desktop: CLS',
      limit: budgets.lighthouseCls,
      unit: 'CLS',
      measure: (sample: LighthouseSample) => sample.cls,
    },
    {
      budget: 'Lighthouse desktop: total blocking time',
      limit: budgets.lighthouseTbtMs,
      unit: 'ms',
      measure: (sample: LighthouseSample) => sample.tbtMs,
    },
  ];
  const samples: LighthouseSample[] =
    run.samples.length > 0
      ? run.samples
      : [
          {
            page: `not measured: ${run.skipped ?? 'no page'}`,
            performance: null,
            cls: null,
            tbtMs: null,
            lcpMs: null,
          },
        ];
  return samples.flatMap((sample) =>
    kinds.map(({ measure, ...kind }) => {
      const value = measure(sample);
      const status =
        value === null ? 'NOT MEASURED' : kind.floor ? atLeast(value, kind.limit) : within(value, kind.limit);
      return { ...kind, subject: sample.page, value, status } satisfies BudgetRow;
    }),
  );
}

function table(headers: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const calls = (perRequest: Record<string, number> | null) =>
  perRequest === null
    ? dash
    : Object.keys(perRequest).length === 0
      ? '0'
      : Object.entries(perRequest)
          .map(([command, n]) => `${n} ${command}`)
          .join(', ');

export function formatReport(report: BenchReport, options: { requests: number }): string {
  const out: string[] = [];
  const { machine } = report;
  out.push(
    `Tandem bench — ${report.generatedAt} — ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node} (${machine.platform}/${machine.arch})`,
  );

  const { web, lambdas, api } = report;
  if (web) {
    out.push('', `Web bundles (web/dist, JS only, gzip -9 per file; chunk graph from ${web.source})`);
    out.push(
      table(
        ['route', 'kind', 'files', 'raw KB', 'gzip KB', 'budget KB', 'status'],
        web.routes.map((route) => [
          route.route,
          route.kind === 'shell' ? 'shell' : `lazy${route.kind === 'lazy' ? '' : ` (${route.kind})`}`,
          String(route.files.length),
          kb(route.rawBytes),
          kb(route.gzipBytes),
          route.budgetBytes === null ? dash : `≤ ${kb(route.budgetBytes)}`,
          route.status ?? dash,
        ]),
        [false, false, true, true, true, true, false],
      ),
    );
    out.push(
      'Lazy routes count only the JS the shell has not already loaded; plain lazy routes have no §11 budget.',
    );
  }

  if (lambdas) {
    out.push(
      '',
      'Lambda bundles (esbuild as infra/aws GroupFunction: ESM, node22, minified, AWS SDK bundled, lazy chunks split off); min KB = what init loads; init = median of fresh-process imports',
    );
    out.push(
      table(
        [
          'lambda',
          'min KB',
          'budget KB',
          'status',
          'lazy KB',
          'init ms',
          'w/o maps',
          'CPU ms',
          'budget ms',
          'status',
        ],
        lambdas.map((lambda) => [
          lambda.name,
          kb(lambda.bytes),
          `≤ ${kb(lambda.budgetBytes)}`,
          lambda.status,
          `${kb(lambda.lazyBytes)} (${lambda.lazyFiles})`,
          ms(lambda.init.medianMs),
          ms(lambda.init.medianMsWithoutSourceMaps),
          ms(lambda.init.medianCpuMs),
          `≤ ${lambda.init.budgetMs}`,
          lambda.init.status,
        ]),
        [false, true, true, false, true, true, true, true, true, false],
      ),
    );
    for (const lambda of lambdas.filter((l) => l.status === 'OVER' || l.init.status === 'OVER')) {
      out.push(
        `  ${lambda.name} — largest contributors (minified bytes loaded at init): ${lambda.topContributors.map((c) => `${c.module} ${kb(c.bytes)} KB`).join(', ')}`,
      );
    }

    out.push(
      '',
      'Cold request end to end (fresh process: import the bundle, then the first invocation against DynamoDB Local — token verification, first connection, lazy chunks — beside the same request warm; medians, ms)',
    );
    out.push(
      table(
        ['lambda', 'request', 'init', 'first request', 'cold total', 'warm request', 'status codes'],
        lambdas.map(({ name, coldRequest: cold }) => [
          name,
          cold.request,
          ms(cold.initMs),
          ms(cold.firstRequestMs),
          ms(cold.coldTotalMs),
          ms(cold.warmRequestMs),
          cold.statusCodes.join(', '),
        ]),
        [false, false, true, true, true, true, false],
      ),
    );
  }

  if (api) {
    out.push(
      '',
      `API latency (127.0.0.1, local stack in memory with demo seed; ${options.requests} sequential requests after warm-up, ms)`,
    );
    out.push(
      table(
        [
          'endpoint',
          'n',
          'api p50',
          'api p95',
          'raw p50',
          'raw p95',
          'p95 ratio',
          'budget',
          'status',
          'RCU',
          'items',
          'DynamoDB calls/request',
        ],
        api.results.map((result) => [
          result.name,
          String(result.api?.n ?? result.raw?.latency.n ?? 0),
          ms(result.api?.p50),
          ms(result.api?.p95),
          ms(result.raw?.latency.p50),
          ms(result.raw?.latency.p95),
          result.ratio === null ? dash : result.ratio.toFixed(2),
          result.ratio === null ? dash : `≤ ${budgets.listToRawQueryP95Ratio}`,
          result.ratioStatus ?? dash,
          result.raw?.readCapacityUnits == null ? dash : String(result.raw.readCapacityUnits),
          result.raw ? String(result.raw.items) : dash,
          calls(result.dynamoDbCallsPerRequest),
        ]),
        [false, true, true, true, true, true, true, true, false, true, true, false],
      ),
    );
    for (const result of api.results.filter((r) => r.api && r.api.errors > 0)) {
      out.push(
        `  ${result.name}: ${result.api!.errors} requests did not answer the contract's status (first: ${result.api!.firstError})`,
      );
    }
    if (api.notBenched.length > 0)
      out.push(
        `  GET endpoints without a bench entry (tests/bench/api-endpoints.ts): ${api.notBenched.join(', ')}`,
      );

    const { grid } = api;
    out.push(
      '',
      grid.skipped
        ? `Actions grid (5,000 rows): not measured — ${grid.skipped}`
        : `Actions grid (5,000-action project, headless Chromium, median of ${grid.runs} openings): first rows ${ms(grid.firstRowsMs)} ms after its first list request, all ${grid.rowsLoaded ?? dash} rows ${ms(grid.allRowsMs)} ms, page load to first rows ${ms(grid.loadToFirstRowsMs)} ms (sign-in redirect included)`,
    );
    const { impactsGrid } = api;
    if (impactsGrid)
      out.push(
        impactsGrid.skipped
          ? `Impacts grid (5,000 rows): not measured — ${impactsGrid.skipped}`
          : `Impacts grid (5,000 impacts, headless Chromium, median of ${impactsGrid.runs} openings): first rows ${ms(impactsGrid.firstRowsMs)} ms after its first grid-data request, all ${impactsGrid.rowsLoaded ?? dash} rows ${ms(impactsGrid.allRowsMs)} ms, page load to first rows ${ms(impactsGrid.loadToFirstRowsMs)} ms`,
      );
  }

  const { firstPage } = report;
  if (firstPage) {
    out.push(
      '',
      firstPage.skipped
        ? `First page: not measured — ${firstPage.skipped}`
        : 'First page (headless Chromium, full load signed in through the provider session; "before" = API calls started before the largest contentful paint)',
    );
    if (firstPage.samples.length > 0)
      out.push(
        table(
          [
            'page',
            'requests',
            'API',
            'depth',
            'API before',
            'depth before',
            'functions before',
            'LCP ms',
            'CLS',
          ],
          firstPage.samples.map((sample) => [
            sample.page,
            String(sample.requests),
            String(sample.apiRequests),
            String(sample.sequentialDepth),
            String(sample.apiBeforeContent),
            String(sample.depthBeforeContent),
            sample.functionsBeforeContent.join(', ') || dash,
            ms(sample.lcpMs),
            sample.cls.toFixed(3),
          ]),
          [false, true, true, true, true, true, false, true, true],
        ),
      );
    for (const sample of firstPage.samples) out.push(`  ${sample.page}: ${sample.calls.join('; ')}`);
  }

  const { lighthouse } = report;
  if (lighthouse) {
    out.push(
      '',
      lighthouse.skipped
        ? `Lighthouse: not measured — ${lighthouse.skipped}`
        : 'Lighthouse (desktop preset, signed in as admin@, local stack)',
    );
    if (lighthouse.samples.length > 0)
      out.push(
        table(
          ['page', 'performance', 'LCP ms', 'TBT ms', 'CLS'],
          lighthouse.samples.map((sample) => [
            sample.page,
            sample.performance === null ? dash : sample.performance.toFixed(2),
            ms(sample.lcpMs),
            ms(sample.tbtMs),
            sample.cls === null ? dash : sample.cls.toFixed(3),
          ]),
          [false, true, true, true, true],
        ),
      );
    for (const sample of lighthouse.samples.filter((s) => s.problem))
      out.push(`  ${sample.page}: ${sample.problem}`);
  }

  out.push('', 'Budgets (ARCHITECTURE.md §11)');
  out.push(
    table(
      ['budget', 'subject', 'measured', 'limit', 'status'],
      report.budgets.map((row) => {
        const format = (value: number) =>
          row.unit === 'bytes'
            ? `${kb(value)} KB`
            : row.unit === 'ms'
              ? `${value.toFixed(2)} ms`
              : row.unit === '×'
                ? `${value.toFixed(2)}×`
                : row.unit === 'score'
                  ? value.toFixed(2)
                  : row.unit === 'CLS'
                    ? value.toFixed(3)
                    : `${value} ${row.unit}`;
        return [
          row.budget,
          row.subject,
          row.value === null ? dash : format(row.value),
          `${row.floor ? '≥' : '≤'} ${format(row.limit)}`,
          row.status,
        ];
      }),
      [false, false, true, true, false],
    ),
  );
  const over = report.budgets.filter((row) => row.status === 'OVER').length;
  const pass = report.budgets.filter((row) => row.status === 'PASS').length;
  out.push(`${pass} PASS, ${over} OVER, ${report.budgets.length - pass - over} not measured`);
  return out.join('\n');
}
