import { describe, expect, it } from 'vitest';
import { CompanySize, companySizeLabel } from './company-size';

describe('CompanySize', () => {
  it('runs 1-6 from tiny to large enterprise', () => {
    expect(Object.values(CompanySize)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(companySizeLabel[CompanySize.TINY]).toBe('Tiny');
    expect(companySizeLabel[CompanySize.LARGE_ENTERPRISE]).toBe('Large enterprise');
  });
});
