/**
 * The change load rules of the visualisations (issue 17): what an impact weighs, which months it is
 * active in, and how a load reads against the organisation's thresholds and capacity. Pure, so the
 * API, the web app and the bench agree on every number.
 */

import { shouldShowImpactedCount } from '../impacts/impacted-count';

/** How the weighting reads beside every chart (the web app shows its own phrase for it). */
export const LOAD_WEIGHTING = 'impact level × people impacted';

/** What the load rules read of an impact. */
export interface LoadedImpact {
  impactLevel: number;
  totalPeopleImpacted: number | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The weight of one impact: its level (1-10) times the people it impacts. An impact with no level
 * (-1, "unknown") is not counted at all; one with no head count given (-1 or none) counts as one
 * person, so a known level still shows where change lands (docs/decisions.md).
 */
export function impactWeight(impact: Pick<LoadedImpact, 'impactLevel' | 'totalPeopleImpacted'>): number {
  if (!counts(impact)) return 0;
  const people = impact.totalPeopleImpacted;
  return impact.impactLevel * (shouldShowImpactedCount(people) ? people : 1);
}

/** An impact with a level of 1 or more is counted; unknown levels are left out of every load. */
export const counts = (impact: Pick<LoadedImpact, 'impactLevel'>) => impact.impactLevel >= 1;

/** `yyyy-mm` of a `yyyy-mm-dd` date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The twelve months of a year as `yyyy-mm`. */
export const monthsOfYear = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

/**
 * Whether an impact is active in a month: from its start month to its end month, both included.
 * With only one of the dates it is active in that month alone; with neither, in no month (it has no
 * place on a time axis).
 */
export function activeIn(impact: Pick<LoadedImpact, 'startDate' | 'endDate'>, month: string): boolean {
  const start = impact.startDate ? monthOf(impact.startDate) : null;
  const end = impact.endDate ? monthOf(impact.endDate) : null;
  const from = start ?? end;
  const to = end ?? start;
  if (!from || !to) return false;
  const [first, last] = from <= to ? [from, to] : [to, from];
  return first <= month && month <= last;
}

/** The organisation's heatmap thresholds and capacity line (owner-set; defaults until then). */
export interface LoadThresholds {
  /** A cell at or above this load reads amber. */
  amberFrom: number;
  /** A cell at or above this load reads red (saturated). */
  redFrom: number;
  /** The change load a business area can take in a month (the capacity line). */
  capacity: number;
}
export const DEFAULT_LOAD_THRESHOLDS: LoadThresholds = { amberFrom: 500, redFrom: 2_000, capacity: 1_000 };

export type LoadBand = 'none' | 'green' | 'amber' | 'red';

/** How a load reads: none (nothing counted), green, amber (from `amberFrom`), red (from `redFrom`). */
export function loadBand(load: number, thresholds: Pick<LoadThresholds, 'amberFrom' | 'redFrom'>): LoadBand {
  if (load <= 0) return 'none';
  if (load >= thresholds.redFrom) return 'red';
  if (load >= thresholds.amberFrom) return 'amber';
  return 'green';
}

/** One cell of a matrix: the load and the impacts counted in it. */
export interface LoadCell {
  load: number;
  impactIds: string[];
}

/**
 * Buckets impacts into rows × months: each impact counts in every month it is active, in every row
 * `rowsOf` names for it (an impact in two business areas loads both). Rows are given in order; ids
 * an impact names that are not rows are ignored.
 */
export function bucketLoads<I extends LoadedImpact & { id: string }>(
  impacts: readonly I[],
  rowIds: readonly string[],
  rowsOf: (impact: I) => readonly string[],
  months: readonly string[],
): Map<string, LoadCell[]> {
  const matrix = new Map(
    rowIds.map((rowId) => [rowId, months.map((): LoadCell => ({ load: 0, impactIds: [] }))]),
  );
  for (const impact of impacts) {
    if (!counts(impact)) continue;
    const weight = impactWeight(impact);
    const active = months.flatMap((month, index) => (activeIn(impact, month) ? [index] : []));
    if (active.length === 0) continue;
    for (const rowId of new Set(rowsOf(impact))) {
      const cells = matrix.get(rowId);
      if (!cells) continue;
      for (const index of active) {
        cells[index]!.load += weight;
        cells[index]!.impactIds.push(impact.id);
      }
    }
  }
  return matrix;
}
