import { describe, expect, it } from 'vitest';
import { LifecycleStatus, lifecycleStatuses } from './lifecycle';

describe('LifecycleStatus', () => {
  it('has the three spec §3 states', () => {
    expect(LifecycleStatus.ACTIVE).toBe('active');
    expect(lifecycleStatuses).toEqual(['active', 'archived', 'deleted']);
  });
});
