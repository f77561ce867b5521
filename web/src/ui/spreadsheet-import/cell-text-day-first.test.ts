import { describe, expect, it } from 'vitest';
import { dayOfText } from './cell-text';

describe('a spreadsheet day written day first', () => {
  it('is read by the shared dd/mm/yyyy rule (spec §5: unparseable gives null), dots and dashes as slashes', () => {
    expect(dayOfText('1.4.2026')).toBe('2026-04-01');
    expect(dayOfText('5/3/2024')).toBe('2024-03-05');
    expect(dayOfText(' 31-02-2026 ')).toBeNull();
    expect(dayOfText('5/3/24')).toBeNull();
  });
});
