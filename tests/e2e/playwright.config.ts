import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from '../debian-chromium';

// One stack per Playwright worker, on E2E_PORT, E2E_PORT + 10, ...: each worker's files see only their
// own changes to the demo data, as when one worker ran every file. Workers load this file again with
// TEST_PARALLEL_INDEX set, which is how each one finds its own server.
const workers = Number(process.env.E2E_WORKERS) || 2;
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const portOf = (parallelIndex: number) => firstPort + 10 * parallelIndex;
const urlOf = (parallelIndex: number) => `http://localhost:${portOf(parallelIndex)}`;
const baseURL = urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const repoRoot = resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: resolve(repoRoot, 'test-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(debianChromium ? { executablePath: debianChromium } : {}),
      // No network beyond loopback here: keep Chromium from calling home at start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The same `npm start` stack a newcomer runs (the web app is built once by `npm run test:e2e` first),
  // with its data in memory so every run starts from the seeded demo data; one per worker.
  webServer: Array.from({ length: workers }, (_, parallelIndex) => ({
    command: 'npx tsx infra/local/src/start.ts',
    cwd: repoRoot,
    // Playwright probes with HEAD, which the API (like API Gateway) does not route; the web root answers it.
    url: `${urlOf(parallelIndex)}/`,
    env: {
      PORT: String(portOf(parallelIndex)),
      TANDEM_DATA_DIR: ':memory:',
      ...(process.env.TANDEM_WEB_DIR ? { TANDEM_WEB_DIR: process.env.TANDEM_WEB_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
