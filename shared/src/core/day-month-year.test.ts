import { describe, expect, it } from 'vitest';
import { parseDayMonthYear } from './day-month-year';

describe('parseDayMonthYear', () => {
  it.each([
    ['05/03/2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['31/12/1999', '1999-12-31'],
  ])('%s -> %s', (text, iso) => {
    expect(parseDayMonthYear(text)).toBe(iso);
  });

  it.each([
    '31/02/2024',
    '29/02/2023',
    '00/01/2024',
    '01/13/2024',
    '32/01/2024',
    '01/01/24',
    '2024-01-01',
    'abc',
    '',
    null,
    undefined,
  ])('%s -> null', (text) => {
    expect(parseDayMonthYear(text)).toBeNull();
  });
});
