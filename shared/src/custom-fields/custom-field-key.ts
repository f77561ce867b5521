/**
 * The list, grid and export key of a custom field's value (`custom.<fieldId>`): field ids are letters
 * and digits only, so the key fits the list query's key syntax.
 */
export const CUSTOM_KEY_PREFIX = 'custom.';
export const customFieldKey = (fieldId: string) => `${CUSTOM_KEY_PREFIX}${fieldId}`;
export const customFieldIdOf = (key: string) =>
  key.startsWith(CUSTOM_KEY_PREFIX) ? key.slice(CUSTOM_KEY_PREFIX.length) : undefined;
