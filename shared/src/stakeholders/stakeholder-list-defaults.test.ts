import { describe, expect, it } from 'vitest';
import { encodeSorts } from '../core/list-query';
import { stakeholderDashboardSorts } from './stakeholder-list-defaults';

describe('stakeholderDashboardSorts', () => {
  it('sorts by first then last name', () => {
    expect(encodeSorts(stakeholderDashboardSorts)).toBe('firstName,lastName');
  });
});
