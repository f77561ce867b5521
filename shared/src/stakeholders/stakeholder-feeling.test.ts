import { describe, expect, it } from 'vitest';
import { STAKEHOLDER_SCALE_MAX, STAKEHOLDER_SCALE_MIN, stakeholderFeeling } from './stakeholder-feeling';

describe('stakeholderFeeling', () => {
  it('uses a 1-10 scale', () => {
    expect([STAKEHOLDER_SCALE_MIN, STAKEHOLDER_SCALE_MAX]).toEqual([1, 10]);
  });

  it.each([
    [-1, null],
    [0, null],
    [null, null],
    [1, 'concerned'],
    [4, 'concerned'],
    [5, 'neutral'],
    [7, 'neutral'],
    [8, 'advocate'],
    [10, 'advocate'],
  ])('%s -> %s', (score, feeling) => {
    expect(stakeholderFeeling(score)).toBe(feeling);
  });
});
