import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '@tandem/infra/local/src/free-port';
import { debianChromium } from '../debian-chromium';
import type { BenchStack } from './api-bench';

/** Lighthouse's desktop preset on one page, signed in. */
export interface LighthouseSample {
  page: string;
  /** 0–1; null when Lighthouse could not score the page. */
  performance: number | null;
  cls: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  /** Lighthouse's runtime error or warnings (e.g. a redirect it did not follow), when any. */
  problem?: string;
}

export interface LighthouseRun {
  samples: LighthouseSample[];
  skipped?: string;
}

/** The five pages of issue 29 on the demo seed. */
export function lighthousePages(stack: BenchStack) {
  const org = `/organisations/${stack.demo.demoOrganisations.a.organisationId}`;
  const projectId = stack.demo.demoProjects.find((project) => project.name === 'Online Booking')!.projectId;
  return [
    { label: 'organisation home', path: org },
    { label: 'My Dashboard', path: `${org}/dashboard` },
    { label: 'impacts grid (Online Booking)', path: `${org}/grids/projects/${projectId}/impacts` },
    { label: 'impacts list (Online Booking)', path: `${org}/change/projects/${projectId}/impacts` },
    { label: 'heatmap (organisation, business areas)', path: `${org}/visualisations/heatmap/business-areas` },
  ];
}

const numeric = (value: number | undefined | null) => (typeof value === 'number' ? value : null);

/**
 * Chromium through Playwright in a persistent context (the browser's default one, which Lighthouse's
 * own tab shares), signed in as admin@; then Lighthouse (desktop preset, storage kept, so the provider's
 * session cookie signs each of its navigations straight back in) on the debugging port.
 */
export async function runLighthouse(stack: BenchStack, log: (line: string) => void): Promise<LighthouseRun> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'tandem-lighthouse-'));
  const pages = lighthousePages(stack);
  const context = await chromium
    .launchPersistentContext(profile, {
      ...(debianChromium ? { executablePath: debianChromium } : {}),
      headless: true,
      viewport: { width: 1350, height: 940 },
      locale: 'en-GB',
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    })
    .catch((error: Error) => error);
  if (context instanceof Error) {
    rmSync(profile, { recursive: true, force: true });
    return { samples: [], skipped: `no Chromium: ${context.message.split('\n')[0]}` };
  }
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${stack.url}${pages[0]!.path}`);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill(stack.demo.demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('heading', { level: 1, name: stack.demo.demoOrganisations.a.name })
      .waitFor({ timeout: 60_000 });
    const samples: LighthouseSample[] = [];
    for (const target of pages) {
      log(`  lighthouse: ${target.label}`);
      const result = await lighthouse(
        `${stack.url}${target.path}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        desktopConfig,
      );
      const lhr = result?.lhr;
      const problems = [lhr?.runtimeError?.message, ...(lhr?.runWarnings ?? [])].filter(Boolean);
      samples.push({
        page: target.label,
        performance: numeric(lhr?.categories.performance?.score),
        cls: numeric(lhr?.audits['cumulative-layout-shift']?.numericValue),
        tbtMs: numeric(lhr?.audits['total-blocking-time']?.numericValue),
        lcpMs: numeric(lhr?.audits['largest-contentful-paint']?.numericValue),
        ...(problems.length > 0 ? { problem: problems.join('; ') } : {}),
      });
    }
    return { samples };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
