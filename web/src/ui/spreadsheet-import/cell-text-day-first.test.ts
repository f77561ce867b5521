import type * as dayMonthYear from '@tandem/shared/core/day-month-year';
import { parseDayMonthYear } from '@tandem/shared/core/day-month-year';
import { describe, expect, it, vi } from 'vitest';
import { dayOfText } from './cell-text';

vi.mock('@tandem/shared/core/day-month-year', async (importOriginal) => {
  const actual = await importOriginal<typeof dayMonthYear>();
  return { ...actual, parseDayMonthYear: vi.fn(actual.parseDayMonthYear) };
});

describe('a spreadsheet day written day first', () => {
  it('is read by the shared dd/mm/yyyy rule (spec §5: unparseable gives null), dots and dashes as slashes', () => {
    expect(dayOfText('1.4.2026')).toBe('2026-04-01');
    expect(parseDayMonthYear).toHaveBeenLastCalledWith('1/4/2026');
    expect(dayOfText(' 31-02-2026 ')).toBeNull();
    expect(parseDayMonthYear).toHaveBeenLastCalledWith('31/02/2026');
  });
});
