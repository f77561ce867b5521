import { describe, expect, it } from 'vitest';
import { kindEndpoints } from './contract';

describe('the core data endpoints generated per kind', () => {
  it('say "an" before a vowel in their summaries, the OpenAPI document’s words', () => {
    const actionTypes = kindEndpoints('actionType');
    expect(actionTypes.create.summary).toBe('Create an action type');
    expect(actionTypes.update.summary).toBe('Replace an action type (conditional on its version)');
    expect(actionTypes.delete.summary).toBe('Delete an action type');
    expect(kindEndpoints('businessArea').create.summary).toBe('Create a business area');
  });
});
