/** The budgets of ARCHITECTURE.md §11, in the units the bench measures. Change them there first. */
export const budgets = {
  shellJsGzipBytes: 200 * 1024,
  gridRouteExtraJsGzipBytes: 250 * 1024,
  chartRouteExtraJsGzipBytes: 400 * 1024,
  /** Code a group's Lambda loads at init (index.mjs and its static chunks, minified). */
  lambdaInitCodeBytes: 700 * 1024,
  lambdaInitMs: 100,
  /** A fresh process: import, the first token check, the first DynamoDB call (coldTotalMs). */
  lambdaColdRequestMs: 200,
  listToRawQueryP95Ratio: 2,
  /** Per list page: 1 Query, at most 1 BatchGet, never a Scan. */
  listPageQueries: 1,
  listPageBatchGets: 1,
  gridFirstRowsMs: 300,
  /**
   * A visualisation over the heatmap fixture (20 projects, 10,000 impacts): p95 ÷ the p95 of the raw
   * read of the same data (every page of the organisation's chart items): §11's list ratio, for a
   * chart that reads all of its data.
   */
  chartToRawReadP95Ratio: 2,
  /** A first page's full load (signed in, fresh document): what a person waits for. */
  firstPageDepthBeforeContent: 2,
  firstPageFunctionsBeforeContent: 2,
  firstPageApiBeforeContent: 6,
  firstPageRequests: 80,
  /** Lighthouse desktop preset, signed in: performance is a floor, the others ceilings. */
  lighthousePerformanceAtLeast: 0.9,
  lighthouseCls: 0.1,
  lighthouseTbtMs: 200,
} as const;

export type Status = 'PASS' | 'OVER' | 'NOT MEASURED';

export const within = (value: number, budget: number): Status => (value <= budget ? 'PASS' : 'OVER');
/** For a floor (a score): under it is OVER budget too. */
export const atLeast = (value: number, floor: number): Status => (value >= floor ? 'PASS' : 'OVER');

/** One line of the budget summary: a measured number beside its §11 budget. */
export interface BudgetRow {
  budget: string;
  subject: string;
  value: number | null;
  limit: number;
  /** The limit is a floor (≥), not a ceiling. */
  floor?: true;
  unit: string;
  status: Status;
}
