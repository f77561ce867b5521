import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { freePort } from '@tandem/infra/local/src/free-port';
import { startLocalStack, type LocalStack } from '@tandem/infra/local/src/local-stack';
import { actionBenchEndpoints, seedBenchActions } from './action-bench';
import { benchEndpoints, dataLayerBaselines, type BenchContext } from './api-endpoints';
import { measureBaseline, measureEndpoint, type ApiLatency, type LatencyOptions } from './api-latency';
import { DynamoDbCallCounter } from './dynamodb-calls';
import { measureGridPaint, type GridPaint } from './grid-paint';

export interface ApiBench {
  results: ApiLatency[];
  /** The actions grid over the 5,000-action fixture in headless Chromium. */
  grid: GridPaint;
  /** The impacts grid (the kit's EntityGrid) over 5,000 impacts, measured after everything else. */
  impactsGrid?: GridPaint;
  /** GET endpoints of the contract that have no bench entry yet. */
  notBenched: string[];
}

const tableName = 'tandem-bench';

/** The local stack the bench measures against, seeded, with what the measurements need. */
export interface BenchStack {
  baseUrl: string;
  /** The stack's own URL (localhost), for the browser. */
  url: string;
  tableName: string;
  demo: BenchContext['demo'];
  /** What the stack gives its handlers: DynamoDB endpoint, table, token issuer and keys. */
  handlerEnvironment: Record<string, string>;
}

/** The variables the local stack sets for its handlers (infra/local/src/local-stack.ts). */
const handlerVariables = [
  'AUTH_MODE',
  'OIDC_ISSUER',
  'OIDC_AUDIENCE',
  'OIDC_JWKS',
  'OIDC_END_SESSION_URL',
  'TABLE_NAME',
  'DYNAMODB_ENDPOINT',
] as const;

/**
 * Starts the local stack in memory (DynamoDB Local + seeded table + the API on a free port). `register`
 * receives its stop, so the caller stops it at the end or on a signal.
 */
export async function startBenchStack(
  log: (line: string) => void,
  register: (stop: () => Promise<void>) => void,
): Promise<BenchStack> {
  let stack: LocalStack | undefined;
  register(async () => {
    const running = stack;
    stack = undefined;
    await running?.stop();
  });
  stack = await startLocalStack({
    port: await freePort(),
    tableName,
    seed: true,
    jobsIntervalMs: 0,
    log: (line) => log(`  stack: ${line}`),
  });
  const handlerEnvironment: Record<string, string> = {};
  for (const name of handlerVariables) {
    const value = process.env[name];
    if (value !== undefined) handlerEnvironment[name] = value;
  }
  return {
    // Only loopback: the stack answers on every interface, the bench talks to 127.0.0.1.
    baseUrl: stack.url.replace('//localhost:', '//127.0.0.1:'),
    url: stack.url,
    tableName,
    demo: await import('@tandem/infra/local/src/seed/demo-data'),
    handlerEnvironment,
  };
}

/** Measures every bench endpoint and data-layer baseline, and the grid, against a started bench stack. */
export async function runApiBench(
  options: LatencyOptions,
  log: (line: string) => void,
  stack: BenchStack,
): Promise<ApiBench> {
  const { baseUrl, demo } = stack;
  // Imported after the stack set TABLE_NAME / DYNAMODB_ENDPOINT: the same client instance the handlers use.
  const { dynamoDb } = await import('@tandem/functions/data/client');
  const context: BenchContext = { tableName, demo };
  log(`  fixture: ${await seedBenchActions(context)} actions in Online Booking`);
  const deps = {
    baseUrl,
    tableName,
    context,
    client: dynamoDb,
    counter: new DynamoDbCallCounter(dynamoDb),
    options,
  };

  const results: ApiLatency[] = [];
  for (const entry of [...benchEndpoints, ...actionBenchEndpoints]) {
    log(`  ${entry.name ?? entry.endpoint}`);
    results.push(await measureEndpoint(entry, deps));
  }
  for (const baseline of dataLayerBaselines) {
    log(`  ${baseline.name}`);
    results.push(await measureBaseline(baseline, deps));
  }
  log('  actions grid (5,000 rows) in headless Chromium');
  const organisationId = demo.demoOrganisations.a.organisationId;
  const projectId = demo.demoProjects.find((project) => project.name === 'Online Booking')!.projectId;
  const grid = await measureGridPaint({
    baseUrl: stack.url,
    gridPath: `/organisations/${organisationId}/grids/projects/${projectId}/actions`,
    email: 'contributor@demo.test',
    password: demo.demoPassword,
    runs: 5,
    log,
  });
  // Seeded only now (5,000 impacts, 20,000 links in the same project), so no number above sees them.
  log('  impacts grid (5,000 rows) in headless Chromium');
  const { measureImpactsGridPaint, seedBenchImpacts } = await import('./impact-bench');
  await seedBenchImpacts(context);
  const impactsGrid = await measureImpactsGridPaint(stack, log).catch((error: Error): GridPaint => ({
    runs: 0,
    firstRowsMs: null,
    allRowsMs: null,
    loadToFirstRowsMs: null,
    rowsLoaded: null,
    samples: [],
    skipped: error.message,
  }));
  const benched = new Set([...benchEndpoints, ...actionBenchEndpoints].map((entry) => entry.endpoint));
  const notBenched = endpointEntries
    .filter(([id, endpoint]) => endpoint.method === 'GET' && !benched.has(id))
    .map(([id]) => id);
  return { results, grid, impactsGrid, notBenched };
}
