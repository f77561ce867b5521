import { describe, expect, it } from 'vitest';
import { EMPTY_DATE, MINIMUM_DATE, MINIMUM_SELECTABLE_DATE, dateOrDefault, isEmptyDate } from './dates';

describe('date constants', () => {
  it('match spec §9', () => {
    expect(EMPTY_DATE).toBe('0001-01-01T00:00:00');
    expect(MINIMUM_DATE).toBe('1900-01-01');
    expect(MINIMUM_SELECTABLE_DATE).toBe('2010-01-01');
  });
});

describe('isEmptyDate', () => {
  it.each([
    [EMPTY_DATE, true],
    [null, true],
    [undefined, true],
    ['', true],
    ['not a date', true],
    ['1899-12-31T00:00:00', true],
    ['1900-01-01T00:00:00', false],
    ['2024-05-01T00:00:00', false],
  ])('%s -> %s', (value, empty) => {
    expect(isEmptyDate(value)).toBe(empty);
  });

  it('accepts another minimum', () => {
    expect(isEmptyDate('2009-12-31', MINIMUM_SELECTABLE_DATE)).toBe(true);
    expect(isEmptyDate('2010-01-01', MINIMUM_SELECTABLE_DATE)).toBe(false);
  });

  it('reads a Date too', () => {
    expect(isEmptyDate(new Date(2024, 0, 1))).toBe(false);
  });
});

describe('dateOrDefault', () => {
  it('uses the fallback for empty dates only', () => {
    expect(dateOrDefault(EMPTY_DATE, '2024-01-01')).toBe('2024-01-01');
    expect(dateOrDefault(null, undefined)).toBeUndefined();
    expect(dateOrDefault('2023-06-30T00:00:00', '2024-01-01')).toBe('2023-06-30T00:00:00');
  });
});
