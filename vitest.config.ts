import { defineConfig } from 'vitest/config';

// Quiet, local-mode observability for every test run that loads functions/ code.
const functionsEnv = {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
  STAGE: 'test',
};

// One Vitest run, one project per package; `npm run test:unit` and `test:integration` pick projects.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'functions', root: 'functions', include: ['src/**/*.test.ts'], env: functionsEnv } },
      {
        test: {
          name: 'infra',
          root: 'infra',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/cdk.out/**'],
          testTimeout: 120_000,
        },
      },
      'web/vite.config.ts',
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
          env: functionsEnv,
        },
      },
    ],
  },
});
