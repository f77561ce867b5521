import { createHash } from 'node:crypto';
import type { BenchStack } from './api-bench';
import type { BenchContext, BenchEndpoint } from './api-endpoints';
import { measureEndpoint, type ApiLatency, type LatencyOptions } from './api-latency';
import { DynamoDbCallCounter } from './dynamodb-calls';
import { formatImpactBench } from './impact-bench';
import { signIn } from '../support/oidc-sign-in';

/** The heatmap fixture (issue 17): an organisation with 20 live projects and 10,000 impacts. */
export const BENCH_HEATMAP_PROJECTS = 20;
export const BENCH_HEATMAP_IMPACTS = 10_000;

const benchId = (text: string) => {
  const hex = createHash('sha256').update(`heatmap-bench:${text}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Northwind Health's projects, topped up to 20 with standalone bench projects, and 500 impacts in
 * each: levels 1-10, 1-400 people, start and end spread over 2026, one or two of the organisation's
 * business areas and locations each (as the seed gives them).
 */
export async function seedBenchHeatmap(ctx: BenchContext) {
  const { impactEntity } = await import('@tandem/functions/data/entities/impact');
  const { projectEntity, standaloneParent } = await import('@tandem/functions/data/entities/project');
  const { demoItemsOf } = await import('@tandem/infra/local/src/seed/core-data-seed');
  const organisationId = ctx.demo.demoOrganisations.a.organisationId;
  const existing = ctx.demo.demoProjects
    .filter((project) => project.organisation === 'a')
    .map((project) => project.projectId);
  const extra = Array.from({ length: Math.max(0, BENCH_HEATMAP_PROJECTS - existing.length) }, (_, index) =>
    benchId(`project ${index}`),
  );
  if (extra.length)
    await projectEntity
      .put(
        extra.map((projectId, index) => ({
          organisationId,
          projectId,
          parentId: standaloneParent,
          name: `Bench project ${index + 1}`,
          createdBy: 'system:bench',
        })),
      )
      .go();
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
        itemId: benchId(`impact ${projectId} ${ref}`),
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
  for (let from = 0; from < impacts.length; from += 1000)
    await impactEntity.put(impacts.slice(from, from + 1000)).go();
  return { projects: projects.length, impacts: impacts.length };
}

let admin: Promise<string> | undefined;
const token = () =>
  (admin ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'admin@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

/** The organisation index's raw Query beside the heatmap: one 1 MB page of the organisation's impacts. */
const organisationImpactsQuery = (ctx: BenchContext) => ({
  IndexName: 'gsi2',
  KeyConditionExpression: 'gsi2pk = :pk',
  ExpressionAttributeValues: { ':pk': { S: `ORG#${ctx.demo.demoOrganisations.a.organisationId}#IMPACTS` } },
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
    },
    {
      name: 'heatmap by business area (one programme, 2026)',
      endpoint: 'getImpactReportByBusinessArea',
      params,
      query: () => ({ year: '2026', programmeId }),
      token,
      rawQuery: organisationImpactsQuery,
    },
    {
      name: 'heatmap by location (organisation, 2026)',
      endpoint: 'getImpactReportByLocation',
      params,
      query: () => ({ year: '2026' }),
      token,
      rawQuery: organisationImpactsQuery,
    },
    {
      name: 'sunburst (organisation)',
      endpoint: 'getOrganisationSunburst',
      params,
      token,
      rawQuery: organisationImpactsQuery,
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

/** The heatmap part's table: the impacts part's columns under its own heading. */
export const formatHeatmapBench = (results: ApiLatency[]) =>
  formatImpactBench(results).replace(
    /^Impacts \(5,000 impacts, 20,000 links\)/,
    `Heatmap (${BENCH_HEATMAP_PROJECTS} projects, ${BENCH_HEATMAP_IMPACTS.toLocaleString('en-GB')} impacts)`,
  );
