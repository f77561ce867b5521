/**
 * Plotly writes dates US-style by default ("Nov 28, 2026"); every chart's dates read en-GB instead,
 * as the app's lists do ("28 Nov 2026"; issue 37 item 18).
 */
export const EN_GB_DAY = '%d %b %Y';

/** A date x axis whose ticks and hover read en-GB. */
export const enGbDateAxis = { type: 'date', tickformat: EN_GB_DAY, hoverformat: EN_GB_DAY } as const;

/** `%{x}` of a date axis in a hover template, en-GB. */
export const enGbHoverDay = `%{x|${EN_GB_DAY}}`;
