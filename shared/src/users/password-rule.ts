/**
 * The product's password rule, one source for the API contract, the web forms and the local
 * provider's "Choose a new password" page: 8 to 256 characters with a lower-case letter, an
 * upper-case letter and a digit (Cognito's pool policy asks for at least as much in AWS).
 * Zod-free, so the browser's forms and the sign-in page can use it without the contract.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRuleBreak = 'tooShort' | 'tooLong' | 'weak';

/** What the password breaks, or null when it satisfies the rule. */
export function passwordRuleBreak(password: string): PasswordRuleBreak | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return 'weak';
  return null;
}

/** The rule in words (en-GB), for places outside the web app's phrase files (API, sign-in page). */
export const passwordRuleText =
  'Use 8 to 256 characters with at least one lower-case letter, one upper-case letter and one digit.';
