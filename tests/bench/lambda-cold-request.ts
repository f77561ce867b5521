import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { endpoints, type EndpointId } from '@tandem/shared/contract/endpoints';
import { toApiGatewayEvent } from '@tandem/functions/http/api-gateway-event';
import { runtimeSourceMaps } from '@tandem/infra/aws/constructs/lambda-bundling';
import { lambdaEnvironment } from './lambda-init';
import { median, roundMs } from './stats';

/** One request a group's Lambda answers, as the first click of a person would send it. */
export interface ColdRequest {
  /** A GET endpoint of the group; undefined for the jobs Lambda (invoked with a scheduler event). */
  endpoint?: EndpointId;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Bearer token (authenticated endpoints): the first token verification is part of the cold cost. */
  token?: string;
}

export interface LambdaColdRequest {
  name: string;
  /** What was called: `GET /api/...` or `scheduled event`. */
  request: string;
  runs: number;
  /** Median `await import(bundle)` in these processes (the Lambda's INIT). */
  initMs: number;
  /** Median first invocation after init: first token verification, first DynamoDB call, lazy chunks. */
  firstRequestMs: number;
  /** initMs + firstRequestMs: what the person waits for beyond the network on a cold Lambda. */
  coldTotalMs: number;
  /** Median of the later invocations in the same process: the same request on a warm Lambda. */
  warmRequestMs: number;
  /** HTTP status of the first and of the warm requests (all must be 2xx for the numbers to count). */
  statusCodes: number[];
}

// A fresh process as Lambda starts one: import the bundle, invoke the handler once (cold), then a few
// more times (warm). Each invocation gets its own request id, as API Gateway sends.
const probe = `
const { randomUUID } = await import('node:crypto');
const started = performance.now();
const { handler } = await import(process.env.BENCH_MODULE_URL);
const initMs = performance.now() - started;
const event = JSON.parse(process.env.BENCH_EVENT);
const context = {
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, functionVersion: '$LATEST', memoryLimitInMB: '1024',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-2:000000000000:function:' + process.env.AWS_LAMBDA_FUNCTION_NAME,
  logGroupName: '/aws/lambda/bench', logStreamName: 'bench', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 29000,
};
const invoke = async () => {
  const copy = structuredClone(event);
  if (copy.requestContext) copy.requestContext.requestId = randomUUID();
  const begun = performance.now();
  const result = await handler(copy, { ...context, awsRequestId: randomUUID() });
  return { ms: performance.now() - begun, status: result?.statusCode ?? 200 };
};
const first = await invoke();
const warm = [];
for (let i = 0; i < Number(process.env.BENCH_WARM_RUNS); i++) warm.push(await invoke());
process.stdout.write('\\n' + JSON.stringify({ initMs, first, warm }));
process.exit(0);
`;

interface ProbeResult {
  initMs: number;
  first: { ms: number; status: number };
  warm: { ms: number; status: number }[];
}

function runProbe(name: string, env: NodeJS.ProcessEnv) {
  return new Promise<ProbeResult>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // The handlers' log lines precede the probe's JSON, which is the last line written.
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{"initMs"'))
        reject(new Error(`the ${name} cold request failed (exit ${code}):\n${stderr || stdout}`));
      else resolvePromise(JSON.parse(last) as ProbeResult);
    });
  });
}

function describeRequest(request: ColdRequest) {
  if (!request.endpoint) return { label: 'scheduled event', event: { source: 'aws.scheduler' } };
  const endpoint = endpoints[request.endpoint];
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = request.params?.[key];
    if (value === undefined) throw new Error(`${request.endpoint}: no value for {${key}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  const url = query ? `${path}?${query}` : path;
  const event = toApiGatewayEvent({
    method: endpoint.method,
    url,
    headers: {
      host: 'bench.execute-api.eu-west-2.amazonaws.com',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
  });
  return { label: `${endpoint.method} ${path}`, event };
}

/**
 * A cold request end to end, per Lambda, in fresh processes: import the bundle, then the first
 * invocation against DynamoDB Local (token verification, first connection, lazily loaded chunks), beside
 * the same request warm. `environment` is what the local stack gives its handlers (DynamoDB endpoint,
 * table, token issuer and keys).
 */
export async function measureColdRequest(
  name: string,
  bundleFile: string,
  request: ColdRequest,
  environment: Record<string, string>,
  runs = 5,
  warmRuns = 5,
): Promise<LambdaColdRequest> {
  const { label, event } = describeRequest(request);
  const env: NodeJS.ProcessEnv = {
    ...lambdaEnvironment(name, runtimeSourceMaps, pathToFileURL(bundleFile).href),
    // Local verification of the local provider's tokens instead of Cognito, as on the local stack.
    USER_POOL_ID: '',
    USER_POOL_CLIENT_ID: '',
    POWERTOOLS_LOG_LEVEL: 'WARN',
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...environment,
    BENCH_EVENT: JSON.stringify(event),
    BENCH_WARM_RUNS: String(warmRuns),
  };
  // One discarded run warms the file cache and DynamoDB Local, as the init bench does.
  await runProbe(name, env);
  const results: ProbeResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runProbe(name, env));
  const statusCodes = [...new Set(results.flatMap((r) => [r.first.status, ...r.warm.map((w) => w.status)]))];
  const initMs = roundMs(median(results.map((r) => r.initMs)));
  const firstRequestMs = roundMs(median(results.map((r) => r.first.ms)));
  return {
    name,
    request: label,
    runs,
    initMs,
    firstRequestMs,
    coldTotalMs: roundMs(median(results.map((r) => r.initMs + r.first.ms))),
    warmRequestMs: roundMs(median(results.flatMap((r) => r.warm.map((w) => w.ms)))),
    statusCodes,
  };
}
