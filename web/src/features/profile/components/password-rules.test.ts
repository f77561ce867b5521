import { describe, expect, it } from 'vitest';
import { passwordStrengthError } from './password-rules';

describe('password strength rule', () => {
  it.each([
    ['', 'profile.password.tooShort'],
    ['Abc1234', 'profile.password.tooShort'],
    ['abcdefgh1', 'profile.password.weak'],
    ['ABCDEFGH1', 'profile.password.weak'],
    ['Abcdefghi', 'profile.password.weak'],
    ['A'.repeat(255) + 'b1', 'forms.tooLong'],
    ['Abcdefg1', null],
  ])('%j → %s', (password, expected) => {
    expect(passwordStrengthError(password)).toBe(expected);
  });
});
