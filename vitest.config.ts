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
          fileParallelism: false,
          env: functionsEnv,
        },
      },
    ],
  },
});
