import { describe, expect, it } from 'vitest';
import { isReportDay, localDay } from './report-schedule';

describe('report schedule', () => {
  it('reads the day in the given time zone, not in UTC', () => {
    // 23:30 UTC on Friday 2026-12-04 is already Saturday in Auckland.
    const lateFriday = new Date('2026-12-04T23:30:00Z');
    expect(localDay(lateFriday, 'Europe/London')).toEqual({ day: '2026-12-04', weekday: 5 });
    expect(localDay(lateFriday, 'Pacific/Auckland')).toEqual({ day: '2026-12-05', weekday: 6 });
  });

  it('sends on Monday to Friday by default, never on the weekend', () => {
    const days = [
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ];
    expect(days.map((day) => isReportDay(new Date(`${day}T06:00:00Z`)))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('honours another working week', () => {
    const sunday = new Date('2026-12-06T06:00:00Z');
    expect(isReportDay(sunday, 'Asia/Dubai', [7, 1, 2, 3, 4])).toBe(true);
    expect(isReportDay(new Date('2026-12-04T06:00:00Z'), 'Asia/Dubai', [7, 1, 2, 3, 4])).toBe(false);
  });
});
