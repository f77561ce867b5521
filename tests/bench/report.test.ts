import { describe, expect, it } from 'vitest';
import { sequentialDepth, type FirstPageSample } from './first-page';
import type { LambdaColdRequest } from './lambda-cold-request';
import { coldRequestRow, firstPageRows, lighthouseRows } from './report';

const sample = (overrides: Partial<FirstPageSample>): FirstPageSample => ({
  page: 'organisation home',
  requests: 60,
  apiRequests: 5,
  sequentialDepth: 2,
  apiBeforeContent: 4,
  depthBeforeContent: 2,
  functions: ['projects', 'users'],
  functionsBeforeContent: ['users'],
  lcpMs: 900,
  cls: 0,
  calls: [],
  ...overrides,
});

describe('firstPageRows (issue 29: what a person waits for on a first page)', () => {
  it('gives four rows per page, each beside its §11 limit', () => {
    const rows = firstPageRows({ samples: [sample({})] });
    expect(rows.map((row) => [row.budget, row.value, row.limit, row.status])).toEqual([
      ['first page: sequential API round trips before content', 2, 2, 'PASS'],
      ['first page: functions before content', 1, 2, 'PASS'],
      ['first page: API calls before content', 4, 6, 'PASS'],
      ['first page: requests in all', 60, 80, 'PASS'],
    ]);
  });

  it('marks each number over its limit OVER, page by page', () => {
    const rows = firstPageRows({
      samples: [
        sample({}),
        sample({
          page: 'heatmap',
          depthBeforeContent: 3,
          functionsBeforeContent: ['auth', 'organisations', 'users'],
          apiBeforeContent: 7,
          requests: 81,
        }),
      ],
    });
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.subject === 'heatmap').map((row) => row.status)).toEqual([
      'OVER',
      'OVER',
      'OVER',
      'OVER',
    ]);
    expect(
      rows.filter((row) => row.subject === 'organisation home').every((row) => row.status === 'PASS'),
    ).toBe(true);
  });

  it('does not count "before content" for a page that never painted its content', () => {
    const rows = firstPageRows({ samples: [sample({ lcpMs: null, apiBeforeContent: 3, requests: 90 })] });
    expect(rows.map((row) => row.status)).toEqual(['NOT MEASURED', 'NOT MEASURED', 'NOT MEASURED', 'OVER']);
    expect(rows[2]!.value).toBeNull();
  });

  it('reports every row NOT MEASURED, with the reason, when no page loaded', () => {
    const rows = firstPageRows({ samples: [], skipped: 'no Chromium' });
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.status === 'NOT MEASURED' && row.value === null)).toBe(true);
    expect(rows[0]!.subject).toContain('no Chromium');
  });
});

describe('coldRequestRow', () => {
  const cold: LambdaColdRequest = {
    name: 'users',
    request: 'GET /api/users/me',
    runs: 5,
    initMs: 80,
    firstRequestMs: 90,
    coldTotalMs: 170,
    warmRequestMs: 4,
    statusCodes: [200],
  };

  it('holds the cold total to 200 ms', () => {
    expect(coldRequestRow(cold)).toMatchObject({ value: 170, limit: 200, status: 'PASS' });
    expect(coldRequestRow({ ...cold, coldTotalMs: 201 }).status).toBe('OVER');
  });

  it('does not count a cold request that answered an error', () => {
    expect(coldRequestRow({ ...cold, statusCodes: [200, 401] }).status).toBe('NOT MEASURED');
  });
});

describe('sequentialDepth', () => {
  it('counts a chain, not calls under way together', () => {
    expect(sequentialDepth([])).toBe(0);
    // a → b in series, c alongside a: depth 2.
    expect(
      sequentialDepth([
        { start: 0, end: 10 },
        { start: 10, end: 20 },
        { start: 1, end: 15 },
      ]),
    ).toBe(2);
    expect(
      sequentialDepth([
        { start: 20, end: 30 },
        { start: 0, end: 10 },
        { start: 11, end: 19 },
      ]),
    ).toBe(3);
  });
});

describe('lighthouseRows', () => {
  const page = { page: 'My Dashboard', performance: 0.92, cls: 0.05, tbtMs: 150, lcpMs: 900 };

  it('holds performance to a floor and CLS and total blocking time to ceilings', () => {
    const rows = lighthouseRows({ samples: [page] });
    expect(rows.map((row) => [row.value, row.limit, row.floor ?? false, row.status])).toEqual([
      [0.92, 0.9, true, 'PASS'],
      [0.05, 0.1, false, 'PASS'],
      [150, 200, false, 'PASS'],
    ]);
    expect(
      lighthouseRows({ samples: [{ ...page, performance: 0.89, cls: 0.11, tbtMs: 201 }] }).map(
        (row) => row.status,
      ),
    ).toEqual(['OVER', 'OVER', 'OVER']);
  });

  it('reports an unscored page, or no run at all, as NOT MEASURED', () => {
    expect(lighthouseRows({ samples: [{ ...page, performance: null }] })[0]!.status).toBe('NOT MEASURED');
    const skipped = lighthouseRows({ samples: [], skipped: 'no Chromium' });
    expect(skipped.map((row) => row.status)).toEqual(['NOT MEASURED', 'NOT MEASURED', 'NOT MEASURED']);
    expect(skipped[0]!.subject).toContain('no Chromium');
  });
});
