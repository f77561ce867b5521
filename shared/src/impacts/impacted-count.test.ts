import { describe, expect, it } from 'vitest';
import { shouldShowImpactedCount } from './impacted-count';

describe('shouldShowImpactedCount', () => {
  it.each([
    [0, true],
    [1, true],
    [250, true],
    [-1, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('%s -> %s', (count, shown) => {
    expect(shouldShowImpactedCount(count)).toBe(shown);
  });
});
