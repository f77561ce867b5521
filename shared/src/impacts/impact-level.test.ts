import { describe, expect, it } from 'vitest';
import {
  BulkImpactLevel,
  IMPACT_LEVEL_MAX,
  IMPACT_LEVEL_MIN,
  ImpactLevel,
  UNKNOWN_IMPACT_LEVEL,
  impactLevelBand,
  impactLevelLabel,
  impactLevelToLongForm,
} from './impact-level';

describe('impact level enums', () => {
  it('have the spec §3 numbers', () => {
    expect(ImpactLevel).toEqual({ UNKNOWN: 0, LOW: 1, MEDIUM: 2, HIGH: 3 });
    expect(BulkImpactLevel).toEqual({ LOW: 1, MEDIUM: 5, HIGH: 10 });
    expect([IMPACT_LEVEL_MIN, IMPACT_LEVEL_MAX]).toEqual([1, 10]);
    expect(UNKNOWN_IMPACT_LEVEL).toBe(-1);
    expect(impactLevelLabel[ImpactLevel.MEDIUM]).toBe('Medium');
  });
});

describe('impactLevelBand', () => {
  it.each([
    [-1, ImpactLevel.UNKNOWN],
    [0, ImpactLevel.UNKNOWN],
    [null, ImpactLevel.UNKNOWN],
    [undefined, ImpactLevel.UNKNOWN],
    [Number.NaN, ImpactLevel.UNKNOWN],
    [1, ImpactLevel.LOW],
    [4, ImpactLevel.LOW],
    [4.5, ImpactLevel.LOW],
    [5, ImpactLevel.MEDIUM],
    [7, ImpactLevel.MEDIUM],
    [8, ImpactLevel.HIGH],
    [10, ImpactLevel.HIGH],
    [11, ImpactLevel.HIGH],
  ])('%s -> %s', (score, band) => {
    expect(impactLevelBand(score)).toBe(band);
  });
});

describe('impactLevelToLongForm', () => {
  it('converts short to long before saving', () => {
    expect(impactLevelToLongForm(ImpactLevel.LOW)).toBe(1);
    expect(impactLevelToLongForm(ImpactLevel.MEDIUM)).toBe(5);
    expect(impactLevelToLongForm(ImpactLevel.HIGH)).toBe(10);
    expect(impactLevelToLongForm(ImpactLevel.UNKNOWN)).toBe(-1);
  });

  it('lands back in the same band', () => {
    for (const level of [ImpactLevel.LOW, ImpactLevel.MEDIUM, ImpactLevel.HIGH, ImpactLevel.UNKNOWN]) {
      expect(impactLevelBand(impactLevelToLongForm(level))).toBe(level);
    }
  });
});
