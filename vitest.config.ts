import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { defineConfig } from 'vitest/config';

// Quiet, local-mode observability for every test run that loads functions/ code.
const functionsEnv = {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
  STAGE: 'test',
};

/**
 * Web test files get a fresh module graph when they mock a module (`vi.mock` only reaches modules not
 * yet loaded, and a shared graph has loaded them for an earlier file) or hold module state on purpose
 * (a request gate opened once, a names cache, lazily loaded phrase bundles). The rest share one
 * environment per worker: the web tests took about 12 minutes of jsdom set-up on this machine's two
 * cores, and take about 3 now.
 */
const webRoot = new URL('./web/', import.meta.url);
const webTestFiles = readdirSync(new URL('src', webRoot), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(sep).join('/')}`);
const mocksAModule = (file: string) => /\bvi\.(do)?mock\(/.test(readFileSync(new URL(file, webRoot), 'utf8'));
const webFilesHoldingState = [
  'src/lib/shell-requests-gate.test.tsx',
  'src/lib/entity-kit/entity-core-data-ids.test.tsx',
  'src/lib/i18n/i18n.test.tsx',
];
const webFilesNeedingIsolation = [
  ...new Set([...webFilesHoldingState, ...webTestFiles.filter(mocksAModule)]),
];

// One Vitest run, one project per package; `npm run test:unit` and `test:integration` pick projects.
export default defineConfig({
  test: {
    projects: [
      // Pure modules and their tests: one module graph per worker (isolate: false) instead of one per
      // file, as in the web project; the few files that reset modules or stub the environment clean up.
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'functions',
          root: 'functions',
          include: ['src/**/*.test.ts'],
          env: functionsEnv,
          isolate: false,
        },
      },
      {
        test: {
          name: 'infra',
          root: 'infra',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/cdk.out/**'],
          testTimeout: 120_000,
          // Every file builds its own CDK apps and holds no module state; sharing the module graph
          // loads aws-cdk-lib once per worker instead of once per file (about 6 CPU-s each here).
          isolate: false,
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: { include: ['src/**/*.test.{ts,tsx}'], exclude: webFilesNeedingIsolation, isolate: false },
      },
      { extends: 'web/vite.config.ts', test: { name: 'web-isolated', include: webFilesNeedingIsolation } },
      { test: { name: 'bench', root: 'tests', include: ['bench/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          root: 'tests',
          include: ['integration/**/*.test.ts'],
          globalSetup: ['integration/global-setup.ts'],
          setupFiles: ['integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files run in parallel, each worker on its own stack (global-setup.ts); the stacks' API
          // servers and DynamoDB Locals wait on each other, so a third worker still gains on two cores.
          maxWorkers: Number(process.env.TANDEM_INTEGRATION_WORKERS) || 3,
          // Each file seeds its own organisations on the worker's stack and mocks no module: loading the
          // functions' code once per worker rather than once per file.
          isolate: false,
          env: functionsEnv,
        },
      },
    ],
  },
});
