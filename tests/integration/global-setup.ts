import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import type { WorkerStack } from './worker-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per Vitest worker (JSON array of WorkerStack), indexed by VITEST_POOL_ID - 1. */
    workerStacks: string;
  }
}

function startStack(index: number) {
  const child = fork(new URL('./stack-process.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TABLE_NAME: `tandem-integration-${index}` },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise<WorkerStack>((resolve, reject) => {
    child.once('message', (message) => resolve(message as WorkerStack));
    child.once('exit', (code) =>
      reject(new Error(`Integration stack ${index} exited (${code}) before it was ready`)),
    );
  });
  return { child, ready };
}

function stopStack(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return exited.finally(() => clearTimeout(timer));
}

/**
 * A separate in-memory stack (DynamoDB Local + seeded table + API server) for each Vitest worker,
 * so test files run in parallel yet each file sees only its own worker's data, as when files ran
 * one at a time on one stack. setup-env.ts points each worker at its stack.
 */
export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers || Math.max(availableParallelism() - 1, 1);
  const stacks = Array.from({ length: workers }, (_, index) => startStack(index + 1));
  const teardown = () => Promise.all(stacks.map(({ child }) => stopStack(child))).then(() => undefined);
  try {
    const ready = await Promise.all(stacks.map((stack) => stack.ready));
    project.provide('workerStacks', JSON.stringify(ready));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
