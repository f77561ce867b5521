import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayNumber,
  calendarDaysBetween,
  dayNumberOf,
  toIsoDate,
} from './calendar-date';

describe('calendarDayNumber', () => {
  it('reads the date part of a server string without time-zone shifting', () => {
    expect(calendarDayNumber('1970-01-02T23:59:59')).toBe(1);
    expect(calendarDayNumber('1970-01-02T23:59:59Z')).toBe(1);
    expect(calendarDayNumber('1970-01-01')).toBe(0);
  });

  it('reads a Date by its local calendar fields', () => {
    expect(calendarDayNumber(new Date(1970, 0, 2, 23, 30))).toBe(1);
  });

  it('rejects impossible days and non-dates', () => {
    expect(calendarDayNumber('2023-02-29')).toBeNull();
    expect(calendarDayNumber('2024-13-01')).toBeNull();
    expect(calendarDayNumber('soon')).toBeNull();
    expect(calendarDayNumber(new Date(Number.NaN))).toBeNull();
    expect(calendarDayNumber(null)).toBeNull();
    expect(calendarDayNumber(undefined)).toBeNull();
  });

  it('keeps year 1 as year 1 (the empty-date sentinel)', () => {
    expect(toIsoDate('0001-01-01T00:00:00')).toBe('0001-01-01');
    expect(dayNumberOf(1, 1, 1)).toBeLessThan(dayNumberOf(1900, 1, 1) ?? 0);
  });
});

describe('addCalendarDays / calendarDaysBetween', () => {
  it('crosses month and leap-year boundaries', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addCalendarDays('2024-01-10', -10)).toBe('2023-12-31');
    expect(addCalendarDays('nope', 1)).toBeNull();
  });

  it('counts whole days, signed', () => {
    expect(calendarDaysBetween('2024-01-01', '2024-02-12')).toBe(42);
    expect(calendarDaysBetween('2024-02-12', '2024-01-01')).toBe(-42);
    expect(calendarDaysBetween('2024-01-01', null)).toBeNull();
  });
});
