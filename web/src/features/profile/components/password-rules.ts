import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRuleBreak,
} from '@tandem/shared/users/password-rule';

/** The product's password length (shared `users/password-rule`). */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const phraseOf = {
  tooShort: 'profile.password.tooShort',
  tooLong: 'forms.tooLong',
  weak: 'profile.password.weak',
};

/**
 * The strength rule of a new password (shared `users/password-rule`: 8 to 256 characters with a
 * lower-case letter, an upper-case letter and a digit). Answers a phrase key, or null.
 */
export function passwordStrengthError(password: string): string | null {
  const broken = passwordRuleBreak(password);
  return broken ? phraseOf[broken] : null;
}
