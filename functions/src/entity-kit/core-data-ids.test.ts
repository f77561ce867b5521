import { describe, expect, it } from 'vitest';
import { coreDataNoun } from './core-data-ids';

describe('coreDataNoun', () => {
  it('names a kind as people read it, with its article, never the internal kind', () => {
    expect(coreDataNoun('actionType')).toBe('an action type');
    expect(coreDataNoun('businessArea')).toBe('a business area');
    expect(coreDataNoun('stakeholder')).toBe('an organisation stakeholder');
    expect(coreDataNoun('trainingType')).toBe('a training type');
  });
});
