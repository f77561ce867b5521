import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { runtimeSourceMaps } from '@tandem/infra/aws/constructs/lambda-bundling';
import { budgets, within, type Status } from './budgets';
import { median, roundMs } from './stats';

export interface LambdaInit {
  name: string;
  runs: number;
  /** Median `await import(bundle)` in a fresh process, source-map support as configured in AWS (`runtimeSourceMaps`). */
  medianMs: number;
  /** The same without source-map support, to show what the source maps cost. */
  medianMsWithoutSourceMaps: number;
  /**
   * Median CPU time (user + system, all threads) of the same imports: steadier than the wall clock
   * when other work shares the machine, so before/after comparisons hold under load.
   */
  medianCpuMs: number;
  samplesMs: number[];
  budgetMs: number;
  status: Status;
}

// Times only the module's own load and top-level code: what Lambda's INIT adds on top of its runtime.
const probe = `
const started = performance.now();
const cpu = process.cpuUsage();
const module = await import(process.env.BENCH_MODULE_URL);
const ms = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
if (typeof module.handler !== 'function') throw new Error('the bundle exports no handler');
process.stdout.write(JSON.stringify({ ms, cpuMs: (user + system) / 1000 }));
`;

/** The environment AWS gives the function (group-function.ts plus Lambda's own), tracing off locally. */
export function lambdaEnvironment(name: string, sourceMaps: boolean, moduleUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    TZ: 'UTC',
    LANG: 'en_US.UTF-8',
    AWS_REGION: 'eu-west-2',
    AWS_DEFAULT_REGION: 'eu-west-2',
    AWS_LAMBDA_FUNCTION_NAME: `tandem-bench-${name}`,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    // Never used: nothing is called at import, and nothing leaves 127.0.0.1.
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    STAGE: 'dev',
    TABLE_NAME: 'tandem-bench',
    USER_POOL_ID: 'eu-west-2_bench',
    USER_POOL_CLIENT_ID: 'bench',
    POWERTOOLS_SERVICE_NAME: `tandem-${name}`,
    POWERTOOLS_METRICS_NAMESPACE: 'Tandem',
    POWERTOOLS_LOG_LEVEL: 'INFO',
    POWERTOOLS_DEV: 'false',
    POWERTOOLS_TRACE_ENABLED: 'false',
    NODE_OPTIONS: sourceMaps ? '--enable-source-maps' : '',
    BENCH_MODULE_URL: moduleUrl,
  };
}

function importOnce(name: string, moduleUrl: string, sourceMaps: boolean) {
  return new Promise<{ ms: number; cpuMs: number }>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe], {
      env: lambdaEnvironment(name, sourceMaps, moduleUrl),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // Module-level log lines may precede the probe's JSON; it is the last thing written.
      const result = /\{"ms":[\d.e+-]+,"cpuMs":[\d.e+-]+\}$/.exec(stdout.trim());
      if (code !== 0 || !result)
        reject(new Error(`importing the ${name} bundle failed (exit ${code}):\n${stderr || stdout}`));
      else resolvePromise(JSON.parse(result[0]) as { ms: number; cpuMs: number });
    });
  });
}

/** Median init over `runs` fresh processes (after one discarded run that warms the file cache). */
export async function measureLambdaInit(name: string, bundleFile: string, runs = 7): Promise<LambdaInit> {
  const url = pathToFileURL(bundleFile).href;
  await importOnce(name, url, runtimeSourceMaps);
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const withoutMaps: number[] = [];
  for (let i = 0; i < runs; i++) {
    const withMaps = await importOnce(name, url, runtimeSourceMaps);
    samples.push(withMaps.ms);
    cpuSamples.push(withMaps.cpuMs);
    withoutMaps.push((await importOnce(name, url, false)).ms);
  }
  const medianMs = roundMs(median(samples));
  return {
    name,
    runs,
    medianMs,
    medianMsWithoutSourceMaps: roundMs(median(withoutMaps)),
    medianCpuMs: roundMs(median(cpuSamples)),
    samplesMs: samples.map(roundMs),
    budgetMs: budgets.lambdaInitMs,
    status: within(medianMs, budgets.lambdaInitMs),
  };
}
