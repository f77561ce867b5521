/** The product's password length (shared `passwordSchema`: 8 to 256 characters). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The strength rule of a new password: 8 to 256 characters with a lower-case letter, an upper-case
 * letter and a digit (Cognito's default policy asks for these too). Answers a phrase key, or null.
 */
export function passwordStrengthError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'profile.password.tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'forms.tooLong';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return 'profile.password.weak';
  return null;
}
