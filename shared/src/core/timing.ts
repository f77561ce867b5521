/** Durations of spec §7, §8 and §9, in milliseconds. */

export const HTTP_TIMEOUT_MS = 300_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Search and autocomplete debounce never waits longer than this (their fast delay is not in the spec). */
export const SEARCH_DEBOUNCE_MAX_WAIT_MS = 1_000;
export const FILTER_SEARCH_DEBOUNCE_MS = 500;
export const FILTER_SEARCH_DEBOUNCE_PRESETS_MS = [250, 500, 750] as const;
export const CROP_PREVIEW_DEBOUNCE_MS = 100;

export const TOOLTIP_DELAY_MS = 500;
export const AUTOCOMPLETE_HIDE_ON_BLUR_MS = 400;
export const MODAL_HIDE_ANIMATION_MS = 500;
/** An invalid email typed in a grid cell is flagged, then reverted after this long. */
export const INVALID_EMAIL_REVERT_MS = 1_000;
export const ACCORDION_ANIMATION_MS = 400;
export const TIMELINE_POLL_MS = 50;
