import { describe, expect, it } from 'vitest';
import {
  CHECKBOX_SLIDER_FALLBACK_VALUE,
  SLIDER_DEFAULT_VALUE,
  UNKNOWN_SLIDER_VALUE,
  isUnknownSliderValue,
  sliderDisplayValue,
  sliderValueAfterUnknownToggle,
} from './checkbox-slider';

describe('checkbox slider', () => {
  it('has the spec values -1, 1 and 5', () => {
    expect(UNKNOWN_SLIDER_VALUE).toBe(-1);
    expect(SLIDER_DEFAULT_VALUE).toBe(1);
    expect(CHECKBOX_SLIDER_FALLBACK_VALUE).toBe(5);
  });

  it.each([
    [-1, true],
    [0, true],
    [null, true],
    [undefined, true],
    [Number.NaN, true],
    [0.5, false],
    [1, false],
    [10, false],
  ])('isUnknownSliderValue(%s) -> %s', (value, unknown) => {
    expect(isUnknownSliderValue(value)).toBe(unknown);
  });

  it('ticking unknown sets -1', () => {
    expect(sliderValueAfterUnknownToggle(true, 8)).toBe(-1);
  });

  it('unticking restores the last known value or falls back to 5', () => {
    expect(sliderValueAfterUnknownToggle(false, 8)).toBe(8);
    expect(sliderValueAfterUnknownToggle(false, 1)).toBe(1);
    expect(sliderValueAfterUnknownToggle(false, -1)).toBe(5);
    expect(sliderValueAfterUnknownToggle(false, 0)).toBe(5);
    expect(sliderValueAfterUnknownToggle(false, undefined)).toBe(5);
  });

  it('shows 1 for a slider without a value', () => {
    expect(sliderDisplayValue(undefined)).toBe(1);
    expect(sliderDisplayValue(-1)).toBe(1);
    expect(sliderDisplayValue(7)).toBe(7);
  });
});
