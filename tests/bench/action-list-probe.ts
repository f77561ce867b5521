/**
 * `npx tsx tests/bench/action-list-probe.ts [--rounds=N] [--only=default,name1,name2]`: the kit's action
 * list pages against the hand-written reference `listActions` (tests/integration/served-action-list.ts), called in ONE
 * process, interleaved (alternating which goes first), over the bench's 5,000-action fixture, so a
 * shared machine's load falls on both alike. Prints p50/p95 of each, their ratio, the DynamoDB calls
 * of one request and this process's CPU time per request (the least load-dependent of the figures), and checks both answer the same JSON. Run with `node --cpu-prof` (through tsx's
 * `--import`) to profile the kit's answer path.
 */
import { parseArgs } from 'node:util';
import { startBenchStack } from './api-bench';
import { seedBenchActions } from './action-bench';
import { DynamoDbCallCounter } from './dynamodb-calls';
import { roundMs, summarise } from './stats';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '150' },
    only: { type: 'string', default: '' },
    // The bench's own measurement (HTTP through the local stack, against its raw Query) of the
    // listActions cases `--only` keeps, without the rest of `run.ts --parts=api` (whose grid needs the
    // web build).
    bench: { type: 'boolean', default: false },
  },
});
const rounds = Number(flags.rounds);
const log = (line: string) => console.log(line);
const stops: (() => Promise<void>)[] = [];

const cases = [
  { id: 'default', name: 'default ref order, page 1 × 100', query: { page: '1', pageSize: '100' } },
  { id: 'name1', name: 'sorts=name, page 1 × 100', query: { page: '1', pageSize: '100', sorts: 'name' } },
  { id: 'name2', name: 'sorts=name, page 2 × 500', query: { page: '2', pageSize: '500', sorts: 'name' } },
].filter((one) => !flags.only || flags.only.split(',').includes(one.id));

try {
  const stack = await startBenchStack(log, (stop) => stops.push(stop));
  const context = { tableName: stack.tableName, demo: stack.demo };
  log(`fixture: ${await seedBenchActions(context)} actions`);
  const { dynamoDb } = await import('@tandem/functions/data/client');
  const { listActions } = await import('../integration/served-action-list');
  const { entityImplementations } = await import('@tandem/functions/entity-kit/implementations');
  const { actions } = await import('@tandem/shared/actions/action');
  const { actionEntity } = await import('@tandem/functions/data/entities/action');
  const { actionComputedValues } = await import('@tandem/functions/actions/kit-action-computed');
  const { actionListing } = await import('@tandem/functions/actions/kit-action-listing');
  const kit = entityImplementations(actions, actionEntity, {
    computed: actionComputedValues,
    listing: actionListing,
  });
  const project = stack.demo.demoProjects.find((one) => one.name === 'Online Booking')!;
  const scope = {
    organisationId: stack.demo.demoOrganisations.a.organisationId,
    projectId: project.projectId,
  };
  const counter = new DynamoDbCallCounter(dynamoDb);
  if (flags.bench) {
    const { actionBenchEndpoints } = await import('./action-bench');
    const { measureEndpoint } = await import('./api-latency');
    const options = { requests: 200, warmup: 20, maxMsPerEndpoint: 20_000 };
    const deps = {
      baseUrl: stack.baseUrl,
      tableName: stack.tableName,
      context,
      client: dynamoDb,
      counter,
      options,
    };
    // The bench's cases that `--only` keeps (all three without it).
    const benched = actionBenchEndpoints.filter(
      (one) => one.endpoint === 'listActions' && cases.some(({ name }) => one.name?.includes(name)),
    );
    for (const entry of benched) {
      const { name, api, raw, ratio, dynamoDbCallsPerRequest } = await measureEndpoint(entry, deps);
      log(
        `${name}: p50 ${api?.p50} ms, p95 ${api?.p95} ms, raw p95 ${raw?.latency.p95 ?? '-'} ms, ratio ${ratio}`,
      );
      log(`  calls ${JSON.stringify(dynamoDbCallsPerRequest)}`);
    }
  }

  for (const { name, query } of cases) {
    const runKit = () =>
      (kit.listActions as (request: never) => Promise<unknown>)({
        params: scope,
        query,
        body: {},
        caller: {},
      } as never);
    const runHand = () =>
      listActions(scope, {
        page: Number(query.page),
        pageSize: Number(query.pageSize),
        ...(query.sorts ? { sorts: query.sorts } : {}),
      });
    const calls = async (run: () => Promise<unknown>) => {
      counter.reset();
      counter.active = true;
      await run();
      counter.active = false;
      return counter.perRequest(1);
    };
    // Warm both (snapshots, project caches, JIT), and check they answer alike.
    for (let i = 0; i < 10; i += 1) await Promise.all([runKit(), runHand()]);
    const same = JSON.stringify(await runKit()) === JSON.stringify(await runHand());
    const times = { kit: [] as number[], hand: [] as number[] };
    // This process's CPU time per request (user + system): DynamoDB Local runs in its own process, so
    // this is the request's own work here, far less moved by the machine's load than the wall time.
    const cpu = { kit: [] as number[], hand: [] as number[] };
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? (['kit', 'hand'] as const) : (['hand', 'kit'] as const);
      for (const which of order) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await (which === 'kit' ? runKit() : runHand());
        const used = process.cpuUsage(cpuStarted);
        times[which].push(performance.now() - started);
        cpu[which].push((used.user + used.system) / 1000);
      }
    }
    const kitStats = summarise(times.kit);
    const handStats = summarise(times.hand);
    log(`\n${name} (${rounds} rounds, same answer: ${same})`);
    log(
      `  kit   p50 ${roundMs(kitStats.p50)} ms  p95 ${roundMs(kitStats.p95)} ms  calls ${JSON.stringify(await calls(runKit))}`,
    );
    log(
      `  hand  p50 ${roundMs(handStats.p50)} ms  p95 ${roundMs(handStats.p95)} ms  calls ${JSON.stringify(await calls(runHand))}`,
    );
    log(
      `  kit/hand p50 ${(kitStats.p50 / handStats.p50).toFixed(2)}  p95 ${(kitStats.p95 / handStats.p95).toFixed(2)}`,
    );
    const kitCpu = summarise(cpu.kit);
    const handCpu = summarise(cpu.hand);
    log(
      `  cpu per request: kit p50 ${roundMs(kitCpu.p50)} ms, hand p50 ${roundMs(handCpu.p50)} ms, kit/hand ${(kitCpu.p50 / handCpu.p50).toFixed(2)}`,
    );
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
process.exit(0);
