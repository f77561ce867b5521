import { randomUUID } from 'node:crypto';
import type { BenchStack } from './api-bench';
import type { BenchContext, BenchEndpoint } from './api-endpoints';
import { measureEndpoint, type ApiLatency, type LatencyOptions } from './api-latency';
import { benchOrganisationId, putBenchImpacts, putBenchProjects } from './bench-seed';
import { DynamoDbCallCounter } from './dynamodb-calls';
import { signIn } from '../support/oidc-sign-in';

/** The My Dashboard fixture (issue 16): one user with this many items of each kind across the projects. */
export const BENCH_DASHBOARD_ITEMS = 500;
export const BENCH_DASHBOARD_PROJECTS = 20;

const organisationOf = benchOrganisationId;
/** admin@ may view every project, so every item counts and lists (contributor@'s rights are per project). */
const benchUser = (ctx: BenchContext) => ctx.demo.demoUsers.find((user) => user.key === 'admin')!;

/**
 * 20 new projects in organisation A and, spread over them, 500 actions the user owns or is assigned
 * (half each, dated around today), 500 impacts and 500 stakeholder relationships the user owns.
 */
export async function seedBenchDashboard(ctx: BenchContext) {
  const { putStoredActions } = await import('@tandem/functions/data/entities/action');
  const { projectStakeholderItemEntity } =
    await import('@tandem/functions/data/entities/project-stakeholder-item');
  const { indexAttributes } = await import('@tandem/functions/actions/store');
  const organisationId = organisationOf(ctx);
  const user = benchUser(ctx);
  const createdBy = 'system:bench';
  const projects = Array.from({ length: BENCH_DASHBOARD_PROJECTS }, () => randomUUID());
  await putBenchProjects(ctx, 'Dashboard bench project', projects);
  overviewProjectId = projects[0]!;
  const refs = Array.from({ length: BENCH_DASHBOARD_ITEMS }, (_, index) => index + 1);
  const projectOf = (ref: number) => projects[ref % projects.length]!;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await putStoredActions(
    refs.map((ref) => {
      const endDate = `${day((ref % 60) - 30)}T00:00:00`;
      const action = {
        organisationId,
        projectId: projectOf(ref),
        actionId: randomUUID(),
        refNumber: ref,
        name: `Dashboard bench action ${ref}`,
        description: '',
        ragStatus: (ref % 3) + 1,
        progressStatus: (ref % 3) + 1,
        lifecycleStatus: 'active' as const,
        startDate: '0001-01-01T00:00:00',
        endDate,
        initialEndDate: endDate,
        // Half owned, half assigned: both indexes are read.
        ...(ref % 2 === 0 ? { ownerId: user.userId } : { assignedToId: user.userId }),
        noteCount: 0,
        createdBy,
      };
      return { ...action, ...indexAttributes(action) };
    }),
  );
  await putBenchImpacts(
    refs.map((ref) => ({
      organisationId,
      projectId: projectOf(ref),
      itemId: randomUUID(),
      refNumber: ref,
      name: `Dashboard bench impact ${ref}`,
      impactLevel: (ref % 10) + 1,
      progressStatus: (ref % 3) + 1,
      owner: user.userId,
      ownerName: `${user.firstName} ${user.lastName}`,
      createdBy,
    })),
  );
  await projectStakeholderItemEntity
    .put(
      refs.map((ref) => ({
        organisationId,
        projectId: projectOf(ref),
        itemId: randomUUID(),
        refNumber: ref,
        stakeholder: `bench-person-${ref % 200}`,
        stakeholderName: `Bench Person ${String(ref % 200).padStart(3, '0')}`,
        influence: (ref % 10) + 1,
        impact: (ref % 10) + 1,
        owner: user.userId,
        ownerName: `${user.firstName} ${user.lastName}`,
        createdBy,
      })) as never,
    )
    .go();
  return { projects: projects.length, items: refs.length * 3 };
}

/** The bench project the project overview calls read (its 25 actions and 25 impacts). */
let overviewProjectId = '';

let admin: Promise<string> | undefined;
const token = () =>
  (admin ??= signIn(process.env.OIDC_ISSUER!.replace(/\/auth$/, ''), 'admin@demo.test').then(
    (tokens) => tokens.accessToken,
  ));

/** The raw Query beside the panels: one page of the user's owned actions (gsi4). */
const ownedActionsQuery = (ctx: BenchContext) => ({
  IndexName: 'gsi4',
  KeyConditionExpression: 'gsi4pk = :pk',
  ExpressionAttributeValues: { ':pk': { S: `ORG#${organisationOf(ctx)}#OWNER#${benchUser(ctx).userId}` } },
});

/** Every call My Dashboard makes on first paint, plus its sub-pages' first pages. */
export const dashboardBenchEndpoints = (): BenchEndpoint[] => {
  const me = () => ({ userId: 'me' });
  const org = (ctx: BenchContext) => ({ organisationId: organisationOf(ctx) });
  const orgQuery = (ctx: BenchContext) => ({ organisationId: organisationOf(ctx) });
  return [
    {
      name: 'My Actions: assigned-projects-with-actions',
      endpoint: 'getAssignedProjectsWithActions',
      params: me,
      query: orgQuery,
      token,
      rawQuery: ownedActionsQuery,
    },
    {
      name: 'My Actions: get-user-actions (due next, 5)',
      endpoint: 'getUserActions',
      params: org,
      query: () => ({ pageSize: '5' }),
      token,
    },
    {
      name: 'My Actions drill-down: by RAG status 2',
      endpoint: 'getAssignedProjectsWithActionsByRagStatus',
      params: () => ({ ...me(), ragStatus: '2' }),
      query: orgQuery,
      token,
    },
    { name: 'overdueActions (page 1 × 5)', endpoint: 'getOverdueActions', params: org, token },
    { name: 'upcomingActions (page 1 × 5)', endpoint: 'getUpcomingActions', params: org, token },
    { name: 'actionsOverTime', endpoint: 'getActionsOverTime', params: org, token },
    { name: 'actionsByType', endpoint: 'getActionsByType', params: org, token },
    {
      name: 'My Impacts: assigned-projects-with-impacts',
      endpoint: 'getAssignedProjectsWithImpacts',
      params: me,
      query: orgQuery,
      token,
    },
    {
      name: 'Your impacts panel: get-user-impacts?level=3',
      endpoint: 'getUserImpacts',
      params: org,
      query: () => ({ level: '3', pageSize: '50' }),
      token,
    },
    {
      name: 'My Stakeholders: stakeholders (5)',
      endpoint: 'getUserStakeholders',
      params: org,
      query: () => ({ pageSize: '5' }),
      token,
    },
    {
      name: 'Project overview: {id}/dashboard',
      endpoint: 'getProjectDashboard',
      params: (ctx) => ({ ...org(ctx), projectId: overviewProjectId }),
      token,
    },
    {
      name: 'Project overview: {id}/insights',
      endpoint: 'getProjectInsights',
      params: (ctx) => ({ ...org(ctx), projectId: overviewProjectId }),
      token,
    },
  ];
};

/** `--parts=dashboard`: seeds the fixture into a started bench stack and measures My Dashboard's calls. */
export async function runDashboardBench(
  options: LatencyOptions,
  log: (line: string) => void,
  stack: BenchStack,
): Promise<ApiLatency[]> {
  const { dynamoDb } = await import('@tandem/functions/data/client');
  const context: BenchContext = { tableName: stack.tableName, demo: stack.demo };
  const seedStarted = performance.now();
  const { projects, items } = await seedBenchDashboard(context);
  log(
    `  fixture: ${items} items (500 actions, 500 impacts, 500 relationships) of admin@ across ${projects} ` +
      `projects (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
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
  for (const entry of dashboardBenchEndpoints()) {
    log(`  ${entry.name ?? entry.endpoint}`);
    results.push(await measureEndpoint(entry, deps));
  }
  return results;
}

/** The dashboard part's table: api p50/p95 and the DynamoDB calls each request made. */
export function formatDashboardBench(results: ApiLatency[]): string {
  const lines = [
    `My Dashboard (${BENCH_DASHBOARD_ITEMS} items of each kind across ${BENCH_DASHBOARD_PROJECTS} projects): api p50/p95 ms | calls per request`,
  ];
  for (const row of results) {
    const api = row.api ? `${row.api.p50}/${row.api.p95} (n=${row.api.n}, errors ${row.api.errors})` : '-';
    const calls = row.dynamoDbCallsPerRequest ? JSON.stringify(row.dynamoDbCallsPerRequest) : '-';
    lines.push(`- ${row.name}: ${api} | ${calls}`);
  }
  return lines.join('\n');
}
