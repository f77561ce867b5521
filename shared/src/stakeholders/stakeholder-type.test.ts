import { describe, expect, it, vi } from 'vitest';
import { StakeholderType, stakeholderDisplayName } from './stakeholder-type';

describe('StakeholderType', () => {
  it('has the spec §3 numbers', () => {
    expect(StakeholderType).toEqual({ INDIVIDUAL: 1, AUDIENCE: 2 });
  });
});

describe('stakeholderDisplayName', () => {
  it('joins an individual name', () => {
    expect(stakeholderDisplayName({ stakeholderType: 1, firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(stakeholderDisplayName({ stakeholderType: 1, firstName: 'Ann', lastName: null })).toBe('Ann');
  });

  it('uses the audience name', () => {
    expect(stakeholderDisplayName({ stakeholderType: 2, firstName: 'Finance team', lastName: 'x' })).toBe(
      'Finance team',
    );
  });

  it('reports an unknown type and falls back to the first name', () => {
    const onUnknownType = vi.fn();
    expect(
      stakeholderDisplayName({ stakeholderType: 9, firstName: 'Ann', lastName: 'Lee' }, onUnknownType),
    ).toBe('Ann');
    expect(onUnknownType).toHaveBeenCalledWith(9);
  });
});
