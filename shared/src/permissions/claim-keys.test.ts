import { describe, expect, it } from 'vitest';
import {
  ClaimKey,
  organisationScopeClaimKey,
  programmeEditClaimKey,
  programmeOwnerClaimKey,
} from './claim-keys';

describe('claim keys', () => {
  it('match spec §3', () => {
    expect(ClaimKey).toEqual({
      USER_ID: 'userId',
      IS_TEST_USER: 'isTestUser',
      IS_EULA_SIGNED: 'isEulaSigned',
    });
    expect(organisationScopeClaimKey(12)).toBe('organisation:12:scope');
    expect(programmeEditClaimKey('p1')).toBe('programme:p1:edit');
    expect(programmeOwnerClaimKey('p1')).toBe('programme:p1:owner');
  });
});
