import { describe, expect, it } from 'vitest';
import { ReadinessMeasure } from './readiness-measure';

describe('ReadinessMeasure', () => {
  it('lists the five spec measures in order', () => {
    expect(Object.values(ReadinessMeasure)).toEqual([
      'awareness',
      'understanding',
      'commitment',
      'capability',
      'adoption',
    ]);
  });
});
