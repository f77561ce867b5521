/**
 * The custom-field limits as plain values, in a module without schemas: the web app imports them
 * without pulling zod into its bundles.
 */

export const CUSTOM_FIELD_NAME_MAX = 100;
export const CUSTOM_STRING_MAX = 1_000;
export const CUSTOM_RICH_TEXT_MAX = 20_000;
/** Int values: whole numbers a spreadsheet keeps exactly. */
export const CUSTOM_INT_LIMIT = 1e12;
export const CUSTOM_FIELDS_MAX = 100;
