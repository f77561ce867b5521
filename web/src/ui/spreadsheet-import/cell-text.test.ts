import { describe, expect, it } from 'vitest';
import { cellText, dayOfText } from './cell-text';

describe('cellText', () => {
  it('turns spreadsheet dates (UTC midnight) into yyyy-mm-dd', () => {
    expect(cellText(new Date(Date.UTC(2026, 2, 1)))).toBe('2026-03-01');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });

  it('writes numbers without float noise and booleans as TRUE/FALSE', () => {
    expect(cellText(12)).toBe('12');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(-1)).toBe('-1');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('trims text and reads empty cells as empty text', () => {
    expect(cellText('  Brief the team ')).toBe('Brief the team');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});

describe('dayOfText', () => {
  it('reads yyyy-mm-dd (with or without a time) and en-GB dd/mm/yyyy', () => {
    expect(dayOfText('2026-03-31')).toBe('2026-03-31');
    expect(dayOfText('2026-3-5')).toBe('2026-03-05');
    expect(dayOfText('2026-03-31T00:00:00')).toBe('2026-03-31');
    expect(dayOfText('31/03/2026')).toBe('2026-03-31');
    expect(dayOfText('1.4.2026')).toBe('2026-04-01');
  });

  it('refuses days that do not exist and anything else', () => {
    expect(dayOfText('2026-02-30')).toBeNull();
    expect(dayOfText('31/02/2026')).toBeNull();
    expect(dayOfText('03/31/2026')).toBeNull();
    expect(dayOfText('next week')).toBeNull();
    expect(dayOfText('')).toBeNull();
  });
});
