import { describe, expect, it } from 'vitest';
import { timelineLayout } from './timeline-bar-layout';

describe('timelineLayout', () => {
  it('spans the earliest to the latest date and places today on it', () => {
    const layout = timelineLayout(
      [
        { key: 'start', date: '2026-06-01T00:00:00' },
        { key: 'target', date: '2026-06-11T00:00:00' },
      ],
      '2026-06-06',
    );
    expect(layout?.markers).toEqual([
      { key: 'start', day: expect.any(Number), percent: 0 },
      { key: 'target', day: expect.any(Number), percent: 100 },
    ]);
    expect(layout?.fillFrom).toBe(0);
    expect(layout?.fillPercent).toBe(50);
    expect(layout?.todayPercent).toBe(50);
  });

  it('stretches the bar to today when today is past every date', () => {
    const layout = timelineLayout(
      [
        { key: 'start', date: '2026-01-01' },
        { key: 'target', date: '2026-01-11' },
      ],
      '2026-01-21',
    );
    expect(layout?.markers.map((marker) => marker.percent)).toEqual([0, 50]);
    expect(layout?.fillPercent).toBe(100);
  });

  it('starts the fill at the first date when today is before it', () => {
    const layout = timelineLayout(
      [
        { key: 'start', date: '2026-03-11' },
        { key: 'target', date: '2026-03-21' },
      ],
      '2026-03-01',
    );
    expect(layout?.markers.map((marker) => marker.percent)).toEqual([50, 100]);
    expect(layout?.fillFrom).toBe(50);
    expect(layout?.fillPercent).toBe(50);
    // Today's line stays at today, before the start: not inside the bar (issue 37 item 16).
    expect(layout?.todayPercent).toBe(0);
  });

  it('leaves out empty dates and has no timeline without any date', () => {
    const layout = timelineLayout(
      [
        { key: 'start', date: '0001-01-01T00:00:00' },
        { key: 'target', date: '2026-05-10' },
      ],
      '2026-05-10',
    );
    expect(layout?.markers).toEqual([{ key: 'target', day: expect.any(Number), percent: 0 }]);
    expect(timelineLayout([{ key: 'start', date: null }], '2026-05-10')).toBeNull();
  });

  it('orders markers by date whatever order they come in', () => {
    const layout = timelineLayout(
      [
        { key: 'newTarget', date: '2026-02-20' },
        { key: 'start', date: '2026-02-01' },
        { key: 'initialTarget', date: '2026-02-10' },
      ],
      '2026-02-05',
    );
    expect(layout?.markers.map((marker) => marker.key)).toEqual(['start', 'initialTarget', 'newTarget']);
  });
});
