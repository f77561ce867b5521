/** The checkbox-slider's "unknown" value, set by ticking its checkbox (spec §4). */
export const UNKNOWN_SLIDER_VALUE = -1;
/** A slider with no value starts here (spec §9). */
export const SLIDER_DEFAULT_VALUE = 1;
/** Unticking "unknown" with no earlier known value to restore lands here (spec §9). */
export const CHECKBOX_SLIDER_FALLBACK_VALUE = 5;

/** 0 or less marks unknown (spec §4): 0 is "never set", -1 "explicitly unknown". */
export function isUnknownSliderValue(value: number | null | undefined): boolean {
  return value === null || value === undefined || Number.isNaN(value) || value <= 0;
}

/**
 * The slider value after the "unknown" checkbox changes: ticking sets -1; unticking restores the
 * last known value, or 5 when there was none.
 */
export function sliderValueAfterUnknownToggle(
  unknownTicked: boolean,
  lastKnownValue: number | null | undefined,
): number {
  if (unknownTicked) return UNKNOWN_SLIDER_VALUE;
  return isUnknownSliderValue(lastKnownValue) ? CHECKBOX_SLIDER_FALLBACK_VALUE : (lastKnownValue as number);
}

/** The value a plain slider shows: its own when known, otherwise the default 1. */
export function sliderDisplayValue(value: number | null | undefined): number {
  return isUnknownSliderValue(value) ? SLIDER_DEFAULT_VALUE : (value as number);
}
