import { describe, expect, it } from 'vitest';
import { StakeholderMeasure } from './stakeholder-measure';

describe('StakeholderMeasure', () => {
  it('lists the six spec measures', () => {
    expect(Object.values(StakeholderMeasure)).toEqual([
      'isKeyStakeholder',
      'influence',
      'impact',
      'commitment',
      'receptiveness',
      'sentiment',
    ]);
  });
});
