import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

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
