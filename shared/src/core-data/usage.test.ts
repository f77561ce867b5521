import { describe, expect, it } from 'vitest';
import { actions } from '../actions/action';
import { impacts } from '../impacts/impact';
import { inUseMessage, mergedIds, usageOf, usingFieldsOf, usingKindsOf, usesInWords } from './usage';

describe('core data usage rules', () => {
  it('finds the fields of an entity that point at a kind, single ids and lists', () => {
    expect(usingFieldsOf(actions.declaration, 'actionType')).toEqual([{ key: 'actionType', list: false }]);
    expect(usingFieldsOf(impacts.declaration, 'location')).toEqual([{ key: 'locations', list: true }]);
    expect(usingFieldsOf(impacts.declaration, 'actionType')).toEqual([]);
  });

  it('finds the core data kinds that point at a kind', () => {
    expect(usingKindsOf('placeGroup')).toEqual([{ kind: 'location', field: 'placeGroupId' }]);
    expect(usingKindsOf('businessArea')).toEqual([{ kind: 'stakeholder', field: 'businessAreaId' }]);
    expect(usingKindsOf('label')).toEqual([]);
  });

  it('counts only what is used and says it in words', () => {
    const usage = usageOf('x', [
      { label: 'action', count: 2 },
      { label: 'impact', count: 0 },
      { label: 'module', count: 1 },
      { label: 'Location', count: 1 },
    ]);
    expect(usage.usageCount).toBe(4);
    expect(usesInWords(usage.uses)).toBe('2 actions, 1 module and 1 location');
    expect(inUseMessage('actionType', 'Coaching', usage)).toBe(
      'The action type “Coaching” is used by 2 actions, 1 module and 1 location. Merge it into another action type instead, or keep it.',
    );
  });

  it('a merged list holds the new id once', () => {
    expect(mergedIds(['a', 'b', 'c'], 'a', 'c')).toEqual(['c', 'b']);
  });
});
