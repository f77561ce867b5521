import { describe, expect, it } from 'vitest';
import { passwordRuleBreak } from './password-rule';
import { passwordSchema } from './contract-profile';

describe('the product password rule', () => {
  it.each([
    ['Abc1234', 'tooShort'],
    ['abcdefgh1', 'weak'],
    ['ABCDEFGH1', 'weak'],
    ['Abcdefghi', 'weak'],
    ['demo-password', 'weak'],
    ['A'.repeat(255) + 'b1', 'tooLong'],
    ['Abcdefg1', null],
  ])('%j → %s', (password, expected) => {
    expect(passwordRuleBreak(password)).toBe(expected);
  });

  it('is the contract’s rule for a new password', () => {
    expect(passwordSchema.safeParse('a-brand-new-password').success).toBe(false);
    expect(passwordSchema.safeParse('A-brand-new-passw0rd').success).toBe(true);
  });
});
