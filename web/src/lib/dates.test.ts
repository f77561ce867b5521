import { describe, expect, it } from 'vitest';
import { formatDay, isoDayOfTyped } from './dates';

describe('formatDay: the one short date of every list', () => {
  it('shows a stored day as the localised short date, never as yyyy-mm-dd', () => {
    expect(formatDay('2027-03-31', 'en-GB')).toBe('31 Mar 2027');
    expect(formatDay('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
  });

  it('reads a bare day as that day in the reader’s time zone', () => {
    const shown = formatDay('2026-06-08', 'en-GB');
    expect(shown).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(2026, 5, 8)),
    );
  });

  it('shows a timestamp’s local day, nothing for no date, and an unreadable value as it came', () => {
    expect(formatDay('2026-06-08T10:00:00', 'en-GB')).toBe('8 Jun 2026');
    expect(formatDay('', 'en-GB')).toBe('');
    expect(formatDay(null, 'en-GB')).toBe('');
    expect(formatDay('0001-01-01T00:00:00', 'en-GB')).toBe('');
    expect(formatDay('soon', 'en-GB')).toBe('soon');
  });
});

describe('isoDayOfTyped', () => {
  it('reads a day typed the en-GB way, day first, as the stored yyyy-mm-dd', () => {
    expect(isoDayOfTyped('31/03/2027')).toBe('2027-03-31');
    expect(isoDayOfTyped(' 1/4/2027 ')).toBe('2027-04-01');
    expect(isoDayOfTyped('01.09.2026')).toBe('2026-09-01');
    // The US reading of 04/01 would be 1 April.
    expect(isoDayOfTyped('04/01/2027')).toBe('2027-01-04');
    expect(isoDayOfTyped('2027-03-31')).toBe('2027-03-31');
  });

  it('refuses what is not a real day', () => {
    for (const typed of ['31/02/2027', '13/13/2027', '1/4/27', '2027-13-45', 'soon', ''])
      expect(isoDayOfTyped(typed)).toBeNull();
  });
});
