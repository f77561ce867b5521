import { QueryCommand, type DynamoDBClient, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { buildPath, endpoints } from '@tandem/shared/contract/endpoints';
import type { BenchContext, BenchEndpoint, DataLayerBaseline } from './api-endpoints';
import { budgets, within, type Status } from './budgets';
import type { DynamoDbCallCounter } from './dynamodb-calls';
import { roundMs, summarise, type Summary } from './stats';

export interface LatencyOptions {
  /** Requests per endpoint after warm-up. */
  requests: number;
  warmup: number;
  /** Stop an endpoint's loop early after this long (ms), so the whole bench stays short. */
  maxMsPerEndpoint: number;
}

export interface RawQueryResult {
  latency: Summary;
  /** Read capacity one Query of the page consumed (ReturnConsumedCapacity TOTAL). */
  readCapacityUnits: number | null;
  items: number;
}

export interface ApiLatency {
  name: string;
  /** `GET /api/health`, or a data-layer baseline's label when there is no endpoint. */
  request: string;
  api: (Summary & { errors: number; firstError?: string }) | null;
  raw: RawQueryResult | null;
  /** api p95 ÷ raw p95 (§11 ≤ 2); null without a raw Query. */
  ratio: number | null;
  ratioStatus: Status | null;
  /** DynamoDB commands the handler sent per request, by command. */
  dynamoDbCallsPerRequest: Record<string, number> | null;
  callsStatus: Status | null;
}

const round = (summary: Summary): Summary => ({
  ...summary,
  p50: roundMs(summary.p50),
  p95: roundMs(summary.p95),
  min: roundMs(summary.min),
  max: roundMs(summary.max),
});

async function timeRawQuery(client: DynamoDBClient, input: QueryCommandInput, allPages = false) {
  const started = performance.now();
  let capacity: number | null = null;
  let items = 0;
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const output = await client.send(
      new QueryCommand({ ...input, ExclusiveStartKey: startKey, ReturnConsumedCapacity: 'TOTAL' }),
    );
    const units = output.ConsumedCapacity?.CapacityUnits;
    if (units !== undefined) capacity = (capacity ?? 0) + units;
    items += output.Count ?? 0;
    startKey = allPages ? output.LastEvaluatedKey : undefined;
  } while (startKey);
  return { ms: performance.now() - started, capacity, items };
}

/** §11: 1 Query (+ at most 1 BatchGet) per list page, never a Scan. */
function callsStatus(calls: Record<string, number>): Status {
  const ok =
    (calls.Scan ?? 0) === 0 &&
    (calls.Query ?? 0) <= budgets.listPageQueries &&
    (calls.BatchGetItem ?? 0) <= budgets.listPageBatchGets;
  return ok ? 'PASS' : 'OVER';
}

export interface LatencyDeps {
  baseUrl: string;
  tableName: string;
  context: BenchContext;
  client: DynamoDBClient;
  counter: DynamoDbCallCounter;
  options: LatencyOptions;
}

/**
 * Sequential requests to one endpoint; with a raw Query, each request is followed by the Query of the
 * same page so both see the same machine load.
 */
export async function measureEndpoint(entry: BenchEndpoint, deps: LatencyDeps): Promise<ApiLatency> {
  const { baseUrl, tableName, context, client, counter, options } = deps;
  const endpoint = endpoints[entry.endpoint];
  const query = new URLSearchParams(entry.query?.(context) ?? {}).toString();
  const path = buildPath(endpoint.path, entry.params?.(context) ?? {}) + (query ? `?${query}` : '');
  const url = new URL(path, baseUrl).href;
  const token = await entry.token?.(context);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const rawInput = entry.rawQuery ? { ...entry.rawQuery(context), TableName: tableName } : undefined;

  let errors = 0;
  let firstError: string | undefined;
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { method: endpoint.method, headers });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== endpoint.successStatus) {
      errors++;
      firstError ??= `HTTP ${response.status}`;
    }
    return ms;
  };

  for (let i = 0; i < options.warmup; i++) {
    await call();
    if (rawInput) await timeRawQuery(client, rawInput, entry.rawAllPages);
  }
  errors = 0;
  firstError = undefined;

  const apiMs: number[] = [];
  const rawMs: number[] = [];
  let capacity: number | null = null;
  let items = 0;
  counter.reset();
  const deadline = performance.now() + options.maxMsPerEndpoint;
  while (apiMs.length < options.requests && performance.now() < deadline) {
    counter.active = true;
    try {
      apiMs.push(await call());
    } finally {
      counter.active = false;
    }
    if (rawInput) {
      const raw = await timeRawQuery(client, rawInput, entry.rawAllPages);
      rawMs.push(raw.ms);
      capacity = raw.capacity;
      items = raw.items;
    }
  }

  const api = { ...round(summarise(apiMs)), errors, ...(firstError ? { firstError } : {}) };
  const raw =
    rawMs.length > 0 ? { latency: round(summarise(rawMs)), readCapacityUnits: capacity, items } : null;
  const ratio = raw ? Math.round((api.p95 / raw.latency.p95) * 100) / 100 : null;
  const calls = counter.perRequest(apiMs.length);
  return {
    name: entry.name ?? entry.endpoint,
    request: `${endpoint.method} ${path}`,
    api,
    raw,
    ratio,
    ratioStatus: ratio === null ? null : within(ratio, budgets.listToRawQueryP95Ratio),
    dynamoDbCallsPerRequest: calls,
    // Only list endpoints (those with a raw Query) are held to the per-page call budget.
    callsStatus: raw ? callsStatus(calls) : null,
  };
}

/** A raw Query on its own (no endpoint serves the access pattern yet). */
export async function measureBaseline(baseline: DataLayerBaseline, deps: LatencyDeps): Promise<ApiLatency> {
  const { tableName, context, client, options } = deps;
  const input = { ...baseline.rawQuery(context), TableName: tableName };
  for (let i = 0; i < options.warmup; i++) await timeRawQuery(client, input);
  const rawMs: number[] = [];
  let capacity: number | null = null;
  let items = 0;
  const deadline = performance.now() + options.maxMsPerEndpoint;
  while (rawMs.length < options.requests && performance.now() < deadline) {
    const raw = await timeRawQuery(client, input);
    rawMs.push(raw.ms);
    capacity = raw.capacity;
    items = raw.items;
  }
  return {
    name: baseline.name,
    request: 'data-layer baseline (raw Query, no endpoint)',
    api: null,
    raw: { latency: round(summarise(rawMs)), readCapacityUnits: capacity, items },
    ratio: null,
    ratioStatus: null,
    dynamoDbCallsPerRequest: null,
    callsStatus: null,
  };
}
