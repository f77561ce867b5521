import { describe, expect, it } from 'vitest';
import { ImpactType, impactTypeLabel } from './impact-type';

describe('ImpactType', () => {
  it('has the spec §3 numbers', () => {
    expect(ImpactType).toEqual({ PEOPLE: 1, PROCESS: 2, TECHNOLOGY: 3 });
    expect(impactTypeLabel[ImpactType.TECHNOLOGY]).toBe('Technology');
  });
});
