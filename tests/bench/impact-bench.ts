import { ImpactType } from '@tandem/shared/impacts/impact-type';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { seedBenchActions } from './action-bench';
import { putBenchImpacts } from './bench-seed';
import type { BenchStack } from './api-bench';
import type { BenchContext, BenchEndpoint } from './api-endpoints';
import { measureEndpoint, type ApiLatency, type LatencyOptions } from './api-latency';
import { DynamoDbCallCounter } from './dynamodb-calls';
import { measureGridPaint, type GridTarget } from './grid-paint';
import { signIn } from '../support/oidc-sign-in';
import { BENCH_ACTIONS } from './action-bench';

/** The impacts fixture (issue 12): one project with 5,000 impacts and 20,000 impact ↔ action links. */
export const BENCH_IMPACTS = 5000;
/** Links per impact: 4 × 5,000 = 20,000 pairs, each written both sides as the link endpoints write them. */
const LINKS_PER_IMPACT = 4;
const PAGE_SIZE = '100';
const benchProject = (ctx: BenchContext) =>
  ctx.demo.demoProjects.find((project) => project.name === 'Online Booking')!;
const scopeOf = (ctx: BenchContext) => ({
  organisationId: ctx.demo.demoOrganisations.a.organisationId,
  projectId: benchProject(ctx).projectId,
});

/**
 * Writes 5,000 impacts (ids from `demoEntityItemId`, so the seeded ones 1..5 are overwritten in
 * place) and links impact n to actions 4n-3 … 4n of the 5,000-action fixture (so every action has
 * impacts too). Run after `seedBenchActions`.
 */
export async function seedBenchImpacts(ctx: BenchContext) {
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  const { projectLinkEntity, LinkType } = await import('@tandem/functions/data/entities/project-link');
  const { demoEntityItemId } = await import('@tandem/infra/local/src/seed/benefit-seed');
  const { demoActionId } = await import('@tandem/infra/local/src/seed/action-seed');
  const scope = scopeOf(ctx);
  const createdBy = 'system:bench';
  const types = Object.values(ImpactType);
  const progress = Object.values(ProgressStatus);
  const impactId = (ref: number) => demoEntityItemId('impact', scope.projectId, ref);
  const refs = Array.from({ length: BENCH_IMPACTS }, (_, index) => index + 1);
  // With their chart items, so the visualisations of the bench project read the same impacts.
  await putBenchImpacts(
    refs.map((ref) => ({
      ...scope,
      itemId: impactId(ref),
      refNumber: ref,
      name: `Impact ${ref} on how bookings are handled`,
      description: `<p>People who book appointments work differently (${ref}).</p>`,
      impactLevel: 1 + (ref % 10),
      mitigationConfidence: ref % 11,
      impactTypes: [types[ref % types.length]!],
      owner: ctx.demo.demoUsers[0]!.userId,
      ownerName: 'Bench Owner',
      progressStatus: progress[ref % progress.length]!,
      startDate: '2026-06-01',
      endDate: `2026-0${7 + (ref % 3)}-15`,
      totalPeopleImpacted: ref * 3,
      createdBy,
    })),
  );
  const links = refs.flatMap((ref) =>
    Array.from({ length: LINKS_PER_IMPACT }, (_, k) => {
      const actionId = demoActionId(
        scope.projectId,
        (((ref - 1) * LINKS_PER_IMPACT + k) % BENCH_ACTIONS) + 1,
      );
      return [
        {
          ...scope,
          fromType: LinkType.IMPACT,
          fromId: impactId(ref),
          toType: LinkType.ACTION,
          toId: actionId,
          createdBy,
        },
        {
          ...scope,
          fromType: LinkType.ACTION,
          fromId: actionId,
          toType: LinkType.IMPACT,
          toId: impactId(ref),
          createdBy,
        },
      ];
    }).flat(),
  );
  await projectLinkEntity.put(links).go();
  await counterEntity.put({ ...scope, kind: 'impact', value: BENCH_IMPACTS }).go();
  return { impacts: refs.length, links: links.length / 2, detailImpactId: impactId(BENCH_IMPACTS / 2) };
}

let contributor: Promise<string> | undefined;
const token = () =>
  (contributor ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'contributor@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

/** The raw Query beside the kit's list: one 1 MB page of the project's impacts (the kit reads them all). */
const impactsQuery = (ctx: BenchContext) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
  ExpressionAttributeValues: {
    ':pk': { S: `ORG#${scopeOf(ctx).organisationId}#PROJECT#${scopeOf(ctx).projectId}` },
    ':sk': { S: 'IMPACT#' },
  },
});

/**
 * Impacts on the kit over the fixture. Page 1 of a sorted or filtered list reads every impact of the
 * project with only the attributes its sorts and filters need (parallel segments of ~600, each about
 * one 1 MB Query page) and BatchGets the page's 100; grid-data reads every full impact (one Query, paged
 * by DynamoDB at 1 MB). The raw Query beside them is ONE 1 MB page: the ratio understates the work, the
 * calls column shows the calls per list page.
 */
export const impactBenchEndpoints = (ctx: BenchContext, detailImpactId: string): BenchEndpoint[] => {
  const params = () => scopeOf(ctx);
  const detail = () => ({ ...scopeOf(ctx), impactId: detailImpactId });
  return [
    {
      name: 'listImpacts (5,000 impacts, default order, page 1 × 100)',
      endpoint: 'listImpacts',
      params,
      query: () => ({ page: '1', pageSize: PAGE_SIZE }),
      token,
      rawQuery: impactsQuery,
    },
    {
      name: 'listImpacts (5,000 impacts, sorts=-impactLevel, page 1 × 100)',
      endpoint: 'listImpacts',
      params,
      query: () => ({ page: '1', pageSize: PAGE_SIZE, sorts: '-impactLevel' }),
      token,
      rawQuery: impactsQuery,
    },
    {
      // A member field sorts by the name kept beside the id (`ownerName`): projected with the owner.
      name: 'listImpacts (5,000 impacts, sorts=owner,name, page 1 × 100)',
      endpoint: 'listImpacts',
      params,
      query: () => ({ page: '1', pageSize: PAGE_SIZE, sorts: 'owner,name' }),
      token,
      rawQuery: impactsQuery,
    },
    {
      // A text contains over every impact: 500 of the 5,000 names hold "7 on" (refs ending in 7).
      name: 'listImpacts (5,000 impacts, filters=name-ct-7 on, sorts=-refNumber, page 1 × 100)',
      endpoint: 'listImpacts',
      params,
      query: () => ({ page: '1', pageSize: PAGE_SIZE, filters: 'name-ct-7 on', sorts: '-refNumber' }),
      token,
      rawQuery: impactsQuery,
    },
    {
      // Later pages of one listing within the kit's snapshot TTL page through the warm snapshot.
      name: 'listImpacts (5,000 impacts, sorts=-impactLevel, page 2 × 100)',
      endpoint: 'listImpacts',
      params,
      query: () => ({ page: '2', pageSize: PAGE_SIZE, sorts: '-impactLevel' }),
      token,
      rawQuery: impactsQuery,
    },
    {
      name: 'listImpacts (5,000 impacts, sorts=-impactLevel, page 3 × 100)',
      endpoint: 'listImpacts',
      params,
      query: () => ({ page: '3', pageSize: PAGE_SIZE, sorts: '-impactLevel' }),
      token,
      rawQuery: impactsQuery,
    },
    {
      name: 'getImpactsGridData (5,000 impacts, every row)',
      endpoint: 'getImpactsGridData',
      params,
      token,
      rawQuery: impactsQuery,
    },
    { name: 'getImpact (detail)', endpoint: 'getImpact', params: detail, token },
    {
      name: 'listImpactActions (detail: its 4 linked actions)',
      endpoint: 'listImpactActions',
      params: detail,
      token,
    },
  ];
};

/**
 * `--parts=impacts`: seeds the fixture into a started bench stack and measures the impact endpoints
 * (each request followed by its raw Query, as the api part does).
 */
export async function runImpactBench(
  options: LatencyOptions,
  log: (line: string) => void,
  stack: BenchStack,
): Promise<ApiLatency[]> {
  const { dynamoDb } = await import('@tandem/functions/data/client');
  const context: BenchContext = { tableName: stack.tableName, demo: stack.demo };
  const seedStarted = performance.now();
  const actions = await seedBenchActions(context);
  const { impacts, links, detailImpactId } = await seedBenchImpacts(context);
  log(
    `  fixture: ${actions} actions, ${impacts} impacts, ${links} impact ↔ action links in Online Booking ` +
      `(${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
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
  for (const entry of impactBenchEndpoints(context, detailImpactId)) {
    log(`  ${entry.name ?? entry.endpoint}`);
    results.push(await measureEndpoint(entry, deps));
  }
  return results;
}

/** The impacts grid (the kit's EntityGrid): one grid-data request, "n items" once loaded. */
export const impactsGridTarget: GridTarget = {
  countTestId: 'grid-count',
  countPattern: '^(\\d[\\d,]*) items',
  expectedRows: BENCH_IMPACTS,
  firstRequest: '/impacts/grid-data',
};

/** The impacts grid over the fixture in headless Chromium (needs `npm run build -w web`). */
export function measureImpactsGridPaint(stack: BenchStack, log: (line: string) => void) {
  const organisationId = stack.demo.demoOrganisations.a.organisationId;
  const projectId = stack.demo.demoProjects.find((project) => project.name === 'Online Booking')!.projectId;
  return measureGridPaint({
    baseUrl: stack.url,
    gridPath: `/organisations/${organisationId}/grids/projects/${projectId}/impacts`,
    email: 'contributor@demo.test',
    password: stack.demo.demoPassword,
    // More samples on a noisy machine: `BENCH_GRID_RUNS=15`.
    runs: Number(process.env.BENCH_GRID_RUNS ?? 5),
    log,
    target: impactsGridTarget,
  });
}

/** The impacts part's table: api and raw p50/p95, ratio, read capacity of the raw page, calls. */
export function formatImpactBench(results: ApiLatency[]): string {
  const lines = [
    'Impacts (5,000 impacts, 20,000 links): api p50/p95 ms | raw Query p50/p95 ms | ratio | RCU per raw page (items) | calls per request',
  ];
  for (const row of results) {
    const api = row.api ? `${row.api.p50}/${row.api.p95} (n=${row.api.n}, errors ${row.api.errors})` : '-';
    const raw = row.raw ? `${row.raw.latency.p50}/${row.raw.latency.p95}` : '-';
    const rcu = row.raw ? `${row.raw.readCapacityUnits ?? '?'} (${row.raw.items})` : '-';
    const calls = row.dynamoDbCallsPerRequest ? JSON.stringify(row.dynamoDbCallsPerRequest) : '-';
    lines.push(`- ${row.name}: ${api} | ${raw} | ${row.ratio ?? '-'} | ${rcu} | ${calls}`);
  }
  return lines.join('\n');
}
