import { describe, expect, it } from 'vitest';
import { PermissionEntityKind } from './permission-entity-kind';

describe('PermissionEntityKind', () => {
  it('lists the six spec kinds', () => {
    expect(Object.values(PermissionEntityKind)).toEqual([
      'project',
      'action',
      'impact',
      'stakeholder',
      'process',
      'audience',
    ]);
  });
});
