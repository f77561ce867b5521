/**
 * Percentiles by the nearest-rank method: the smallest sample with at least p% of the samples at or
 * below it. Always one of the samples (no interpolation), so a p95 is a latency that really happened.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] as number;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

export function summarise(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: Math.min(...samples),
    max: Math.max(...samples),
  };
}

/** Milliseconds with two decimals, for JSON and tables. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;
