/** Count limits and thresholds of spec §2 and §9. Durations are in timing.ts. */

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** Request bodies larger than this are refused (413) before parsing; uploads batch below it. */
export const MAX_REQUEST_BODY_BYTES = 1_000_000;
/** API Gateway's own ceiling on a request body (10 MB); the local stack answers 413 above it too. */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Not in the spec: a ceiling so one request cannot ask the server for an unbounded page. */
export const MAX_PAGE_SIZE = 500;
/** Overdue and upcoming action lists on My Dashboard. */
export const OVERDUE_UPCOMING_PAGE_SIZE = 5;
export const MAX_PAGINATION_SLOTS = 7;

/** The project picker turns into a mega-menu from this many projects. */
export const PROJECT_MEGA_MENU_THRESHOLD = 15;
/** A programme group with more projects than this is shown at double width. */
export const DOUBLE_WIDTH_PROGRAMME_GROUP_THRESHOLD = 9;

/** Lists show this many items before "show more"; impact groups show more. */
export const COLLAPSED_LIST_ITEMS = 2;
export const COLLAPSED_IMPACT_GROUP_ITEMS = 10;

/** Year drop-down span: 5 years back, the current year and 4 forward (10 in all). */
export const YEAR_OPTIONS_BACK = 5;
export const YEAR_OPTIONS_TOTAL = 10;

/** Pie charts: general palette size and the progress-status palette size. */
export const PIE_PALETTE_SIZE = 12;
export const PROGRESS_STATUS_PIE_COLOURS = 7;

/** Image crop preview and tooltip cards, in pixels. */
export const CROP_PREVIEW_SIZE_PX = 60;
export const CROP_ASPECT_RATIO = 1;
export const CROP_MAX_DISPLAY_PX = 700;
export const TOOLTIP_CARD_NARROW_PX = 150;
export const TOOLTIP_CARD_WIDE_PX = 400;

/** File extensions an image upload accepts (spec §5). */
export const IMAGE_UPLOAD_EXTENSIONS = ['.jpg', '.png', '.jpeg'] as const;
