import { describe, expect, it } from 'vitest';
import { MitigationConfidence, NO_MITIGATION_CONFIDENCE, confidenceBand } from './mitigation-confidence';

describe('confidenceBand', () => {
  it('treats -1 as none', () => {
    expect(NO_MITIGATION_CONFIDENCE).toBe(-1);
    expect(confidenceBand(NO_MITIGATION_CONFIDENCE)).toBe(MitigationConfidence.UNKNOWN);
  });

  it.each([
    [-0.5, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [0, 'low'],
    [4, 'low'],
    [4.5, 'medium'],
    [5, 'medium'],
    [7, 'medium'],
    [7.5, 'high'],
    [8, 'high'],
    [10, 'high'],
  ])('%s -> %s', (score, band) => {
    expect(confidenceBand(score)).toBe(band);
  });
});
