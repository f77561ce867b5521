import { describe, expect, it } from 'vitest';
import { takenTargetsOf } from './entity-taken-references';

describe('takenTargetsOf', () => {
  it('holds the targets of live items, never the edited item’s own', () => {
    const rows = [
      { id: '1', stakeholder: 'amelia', lifecycleStatus: 'active' },
      { id: '2', stakeholder: 'rahul', lifecycleStatus: 'archived' },
      { id: '3', stakeholder: 'grace', lifecycleStatus: 'deleted' },
      { id: '4', stakeholder: 'tom', lifecycleStatus: 'active' },
    ];
    expect([...takenTargetsOf(rows, 'stakeholder', 'tom')].sort()).toEqual(['amelia', 'rahul']);
    expect(takenTargetsOf({ items: rows }, 'stakeholder', undefined).size).toBe(0);
  });
});
