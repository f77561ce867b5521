import { describe, expect, it } from 'vitest';
import { requireOrganisationId, requireProgrammeId } from './required-ids';

describe('required ids', () => {
  it('returns present ids', () => {
    expect(requireOrganisationId('org-1')).toBe('org-1');
    expect(requireProgrammeId(0)).toBe(0);
  });

  it.each([undefined, null, '', '  '])('rejects %s with the spec message', (id) => {
    expect(() => requireOrganisationId(id)).toThrow('Organisation id cannot be empty');
    expect(() => requireProgrammeId(id)).toThrow('Programme id cannot be empty');
  });
});
