import { describe, expect, it } from 'vitest';
import { Attitude } from './attitude';

describe('Attitude', () => {
  it('has negative, neutral, positive', () => {
    expect(Object.values(Attitude)).toEqual(['negative', 'neutral', 'positive']);
  });
});
