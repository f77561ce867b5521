import { describe, expect, it } from 'vitest';
import { scaleBuckets, scaleDistribution } from './distribution-model';

describe('scaleDistribution', () => {
  it('counts each 1-10 value, unknown (-1 or missing) in the first bucket', () => {
    const items = [{ s: 3 }, { s: 3 }, { s: -1 }, { s: 10 }, {}];
    const counts = scaleDistribution(items, 's');
    expect(counts).toHaveLength(scaleBuckets.length);
    expect(counts[0]).toBe(2);
    expect(counts[scaleBuckets.indexOf(3)]).toBe(2);
    expect(counts[scaleBuckets.indexOf(10)]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
  });
});
