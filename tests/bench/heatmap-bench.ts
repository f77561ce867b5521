import type { BenchStack } from './api-bench';
import type { BenchContext, BenchEndpoint } from './api-endpoints';
import { measureEndpoint, type ApiLatency, type LatencyOptions } from './api-latency';
import { benchId, benchOrganisationId, putBenchImpacts, putBenchProjects } from './bench-seed';
import { budgets, within } from './budgets';
import { DynamoDbCallCounter } from './dynamodb-calls';
import { formatImpactBench } from './impact-bench';
import { signIn } from '../support/oidc-sign-in';

/** The heatmap fixture (issue 17): an organisation with 20 live projects and 10,000 impacts. */
export const BENCH_HEATMAP_PROJECTS = 20;
export const BENCH_HEATMAP_IMPACTS = 10_000;

/**
 * Northwind Health's projects, topped up to 20 with standalone bench projects, and 500 impacts in
 * each: levels 1-10, 1-400 people, start and end spread over 2026, one or two of the organisation's
 * business areas and locations each (as the seed gives them), each with its chart item.
 */
export async function seedBenchHeatmap(ctx: BenchContext) {
  const { demoItemsOf } = await import('@tandem/infra/local/src/seed/core-data-seed');
  const organisationId = benchOrganisationId(ctx);
  const existing = ctx.demo.demoProjects
    .filter((project) => project.organisation === 'a')
    .map((project) => project.projectId);
  const extra = Array.from({ length: Math.max(0, BENCH_HEATMAP_PROJECTS - existing.length) }, (_, index) =>
    benchId(`heatmap project ${index}`),
  );
  await putBenchProjects(ctx, 'Bench project', extra);
  const projects = [...existing, ...extra].slice(0, BENCH_HEATMAP_PROJECTS);
  const areas = demoItemsOf('a', 'businessArea').map((item) => item.id);
  const places = demoItemsOf('a', 'location').map((item) => item.id);
  const perProject = BENCH_HEATMAP_IMPACTS / projects.length;
  const month = (n: number) => String((n % 12) + 1).padStart(2, '0');
  const impacts = projects.flatMap((projectId, p) =>
    Array.from({ length: perProject }, (_, index) => {
      const ref = 1000 + index;
      const n = p * perProject + index;
      const start = n % 12;
      return {
        organisationId,
        projectId,
        itemId: benchId(`heatmap impact ${projectId} ${ref}`),
        refNumber: ref,
        name: `Bench impact ${n}`,
        impactLevel: 1 + (n % 10),
        mitigationConfidence: -1,
        impactTypes: [],
        progressStatus: 1,
        startDate: `2026-${month(start)}-01`,
        endDate: `2026-${month(Math.min(11, start + (n % 4)))}-28`,
        totalPeopleImpacted: 1 + (n % 400),
        businessAreas: [...new Set([areas[n % areas.length]!, areas[(n * 7) % areas.length]!])],
        locations: [places[n % places.length]!],
        createdBy: 'system:bench',
      };
    }),
  );
  await putBenchImpacts(impacts);
  return { projects: projects.length, impacts: impacts.length };
}

let admin: Promise<string> | undefined;
const token = () =>
  (admin ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'admin@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

/**
 * The raw read beside each visualisation: every page of the organisation's chart items, projected as
 * the charts project them (one paged Query; the charts send one per project side by side).
 */
const organisationImpactsQuery = (ctx: BenchContext) => ({
  KeyConditionExpression: 'pk = :pk',
  ProjectionExpression: 'impactId, chart',
  ExpressionAttributeValues: { ':pk': { S: `ORG#${benchOrganisationId(ctx)}#IMPACTCHART` } },
});

/** The heatmap and its neighbours over the fixture, as admin@ (every project in view). */
export const heatmapBenchEndpoints = (ctx: BenchContext): BenchEndpoint[] => {
  const params = () => ({ organisationId: ctx.demo.demoOrganisations.a.organisationId });
  const programmeId = ctx.demo.demoProgrammes.find(
    (programme) => programme.organisation === 'a',
  )!.programmeId;
  return [
    {
      name: 'heatmap by business area (organisation, 10,000 impacts, 2026)',
      endpoint: 'getImpactReportByBusinessArea',
      params,
      query: () => ({ year: '2026' }),
      token,
      rawQuery: organisationImpactsQuery,
      rawAllPages: true,
    },
    {
      name: 'heatmap by business area (one programme, 2026)',
      endpoint: 'getImpactReportByBusinessArea',
      params,
      query: () => ({ year: '2026', programmeId }),
      token,
      rawQuery: organisationImpactsQuery,
      rawAllPages: true,
    },
    {
      name: 'heatmap by location (organisation, 2026)',
      endpoint: 'getImpactReportByLocation',
      params,
      query: () => ({ year: '2026' }),
      token,
      rawQuery: organisationImpactsQuery,
      rawAllPages: true,
    },
    {
      name: 'sunburst (organisation)',
      endpoint: 'getOrganisationSunburst',
      params,
      token,
      rawQuery: organisationImpactsQuery,
      rawAllPages: true,
    },
  ];
};

/** `--parts=heatmap`: seeds the fixture into a started bench stack and measures the heatmap reads. */
export async function runHeatmapBench(
  options: LatencyOptions,
  log: (line: string) => void,
  stack: BenchStack,
): Promise<ApiLatency[]> {
  const { dynamoDb } = await import('@tandem/functions/data/client');
  const context: BenchContext = { tableName: stack.tableName, demo: stack.demo };
  const started = performance.now();
  const { projects, impacts } = await seedBenchHeatmap(context);
  log(
    `  fixture: ${projects} projects, ${impacts} impacts in Northwind Health ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const deps = {
    baseUrl: stack.baseUrl,
    tableName: stack.tableName,
    context,
    client: dynamoDb,
    counter: new DynamoDbCallCounter(dynamoDb),
    options,
  };
  const results: ApiLatency[] = [];
  for (const entry of heatmapBenchEndpoints(context)) {
    log(`  ${entry.name ?? entry.endpoint}`);
    results.push(await measureEndpoint(entry, deps));
  }
  return results;
}

/** The heatmap part's table: the impacts part's columns and each row against its budget. */
export function formatHeatmapBench(results: ApiLatency[]): string {
  const limit = budgets.chartToRawReadP95Ratio;
  const heading = `Heatmap (${BENCH_HEATMAP_PROJECTS} projects, ${BENCH_HEATMAP_IMPACTS.toLocaleString('en-GB')} impacts)`;
  const rows = formatImpactBench(results)
    .replace(/^Impacts \(5,000 impacts, 20,000 links\)/, heading)
    .replace('raw Query p50/p95 ms', 'raw read (every page) p50/p95 ms')
    .replace('RCU per raw page', 'RCU per raw read')
    .split('\n');
  return [
    `${rows[0]} | budget p95 ÷ raw read p95 ≤ ${limit}`,
    ...rows.slice(1).map((line, index) => {
      const ratio = results[index]?.ratio;
      return `${line} | ${ratio === null || ratio === undefined ? 'NOT MEASURED' : within(ratio, limit)}`;
    }),
  ].join('\n');
}
