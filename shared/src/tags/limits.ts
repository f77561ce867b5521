/**
 * The tag limits as plain values, in a module without schemas: the web app imports them without
 * pulling zod into its bundles.
 */

/** Longest tag text (ours; the spec gives none). */
export const TAG_TEXT_MAX = 50;
/** Characters typed before the tag input asks for suggestions (spec §4: autocomplete after a minimum). */
export const TAG_SEARCH_MIN = 2;
/** Most tags one search answers. */
export const TAG_SEARCH_LIMIT = 20;
