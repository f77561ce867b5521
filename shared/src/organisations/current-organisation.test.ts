import { describe, expect, it } from 'vitest';
import { resolveCurrentOrganisationId } from './current-organisation';

describe('resolveCurrentOrganisationId', () => {
  it('prefers the route, then the saved choice, then the first', () => {
    expect(resolveCurrentOrganisationId('b', 'c', ['a', 'b', 'c'])).toBe('b');
    expect(resolveCurrentOrganisationId(undefined, 'c', ['a', 'b', 'c'])).toBe('c');
    expect(resolveCurrentOrganisationId('', null, ['a', 'b'])).toBe('a');
  });

  it('ignores a saved organisation the user left', () => {
    expect(resolveCurrentOrganisationId(null, 'gone', ['a'])).toBe('a');
  });

  it('is null with nothing available', () => {
    expect(resolveCurrentOrganisationId(null, 'x', [])).toBeNull();
  });

  it('works with numeric ids', () => {
    expect(resolveCurrentOrganisationId(undefined, 2, [1, 2])).toBe(2);
  });
});
