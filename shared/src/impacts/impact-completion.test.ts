import { describe, expect, it } from 'vitest';
import { ImpactCompletion } from './impact-completion';

describe('ImpactCompletion', () => {
  it('has complete and incomplete', () => {
    expect(ImpactCompletion).toEqual({ COMPLETE: 'complete', INCOMPLETE: 'incomplete' });
  });
});
