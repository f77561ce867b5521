import { chromium, type Page } from '@playwright/test';
import { debianChromium } from '../debian-chromium';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { selectEndpoint } from '@tandem/shared/contract/route-matching';

/** One page's full load (signed in through the provider's session), as the browser saw it. */
export interface FirstPageSample {
  page: string;
  /** Every request of the load, API or not. */
  requests: number;
  apiRequests: number;
  /** The longest chain of API calls each started after the one before it ended. */
  sequentialDepth: number;
  /** API calls started before the largest contentful paint, and their chain. */
  apiBeforeContent: number;
  depthBeforeContent: number;
  /** Endpoint groups (one Lambda each) the load called, and those called before first content. */
  functions: string[];
  functionsBeforeContent: string[];
  lcpMs: number | null;
  cls: number;
  calls: string[];
}

const routable = endpointEntries.map(([id, endpoint]) => ({ ...endpoint, id }));

type Timed = { name: string; group: string; start: number; end: number };

/** Depth of each call: one more than the deepest call that ended before it started. */
export function sequentialDepth(calls: { start: number; end: number }[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depths: number[] = [];
  sorted.forEach((call, index) => {
    let before = 0;
    for (let other = 0; other < index; other += 1)
      if (sorted[other]!.end <= call.start) before = Math.max(before, depths[other]!);
    depths[index] = before + 1;
  });
  return Math.max(0, ...depths);
}

const groupsOf = (calls: Timed[]) => [...new Set(calls.map((call) => call.group))].sort();

// LCP and CLS as the page reports them (buffered, so entries before the observer count too).
const vitalsRecorder = () => {
  const vitals = { lcp: null as number | null, cls: 0 };
  (window as unknown as { vitals: typeof vitals }).vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function loadOnce(page: Page, url: string, label: string, ready: (page: Page) => Promise<void>) {
  const started = new Map<object, number>();
  const calls: Timed[] = [];
  let requests = 0;
  const onRequest = (request: { url(): string }) => {
    requests += 1;
    started.set(request, Date.now());
  };
  const onFinished = (request: { url(): string; method(): string }) => {
    const address = new URL(request.url());
    if (!address.pathname.startsWith('/api/')) return;
    const endpoint = selectEndpoint(routable, request.method(), address.pathname);
    calls.push({
      name: `${request.method()} ${address.pathname}${address.search}`,
      group: endpoint?.group ?? '?',
      start: started.get(request) ?? Date.now(),
      end: Date.now(),
    });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  await page.goto(url);
  await ready(page);
  // Quiet for a while: the shell's later look-ups and the page's deferred ones count too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  page.off('requestfailed', onFinished);
  const { vitals, timeOrigin } = await page.evaluate(() => ({
    vitals: (window as unknown as { vitals: { lcp: number | null; cls: number } }).vitals,
    timeOrigin: performance.timeOrigin,
  }));
  // The page's clock starts with this document (after the provider's redirect back); same machine clock.
  const lcpAt = vitals.lcp === null ? Infinity : timeOrigin + vitals.lcp;
  const beforeContent = calls.filter((call) => call.start <= lcpAt);
  return {
    page: label,
    requests,
    apiRequests: calls.length,
    sequentialDepth: sequentialDepth(calls),
    apiBeforeContent: beforeContent.length,
    depthBeforeContent: sequentialDepth(beforeContent),
    functions: groupsOf(calls),
    functionsBeforeContent: groupsOf(beforeContent),
    lcpMs: vitals.lcp,
    cls: Number(vitals.cls.toFixed(3)),
    calls: calls.sort((a, b) => a.start - b.start).map((call) => `${call.group} ${call.name}`),
  } satisfies FirstPageSample;
}

/**
 * Signs in once, then loads each page fresh (a full load: tokens live in memory, so each goes to
 * the provider and straight back on its session), recording what the browser asked the API for.
 */
export async function measureFirstPages(options: {
  baseUrl: string;
  email: string;
  password: string;
  pages: { label: string; path: string; ready: (page: Page) => Promise<void> }[];
}): Promise<FirstPageSample[]> {
  const browser = await chromium.launch({
    ...(debianChromium ? { executablePath: debianChromium } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' });
    await page.addInitScript(vitalsRecorder);
    await page.goto(`${options.baseUrl}${options.pages[0]!.path}`);
    await page.getByLabel('Email').fill(options.email);
    await page.getByLabel('Password').fill(options.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await options.pages[0]!.ready(page);
    await page.waitForLoadState('networkidle');
    const samples: FirstPageSample[] = [];
    for (const target of options.pages)
      samples.push(await loadOnce(page, `${options.baseUrl}${target.path}`, target.label, target.ready));
    return samples;
  } finally {
    await browser.close();
  }
}
