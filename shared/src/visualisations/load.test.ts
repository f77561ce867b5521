import { describe, expect, it } from 'vitest';
import { activeIn, bucketLoads, impactWeight, loadBand, monthsOfYear } from './load';

const impact = (id: string, over: Partial<Parameters<typeof bucketLoads>[0][number]> = {}) => ({
  id,
  impactLevel: 5,
  totalPeopleImpacted: 10,
  startDate: '2026-03-10',
  endDate: '2026-05-02',
  ...over,
});

describe('the change load rules', () => {
  it('weighs an impact as level × people; no head count counts one person; unknown level weighs nothing', () => {
    expect(impactWeight({ impactLevel: 8, totalPeopleImpacted: 45 })).toBe(360);
    expect(impactWeight({ impactLevel: 8, totalPeopleImpacted: -1 })).toBe(8);
    expect(impactWeight({ impactLevel: 8, totalPeopleImpacted: null })).toBe(8);
    expect(impactWeight({ impactLevel: 8, totalPeopleImpacted: 0 })).toBe(0);
    expect(impactWeight({ impactLevel: -1, totalPeopleImpacted: 100 })).toBe(0);
  });

  it('is active from its start month to its end month inclusive; one date is one month; none is never', () => {
    const both = { startDate: '2026-03-31', endDate: '2026-05-01' };
    expect(['2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((m) => activeIn(both, m))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(activeIn({ startDate: null, endDate: '2026-07-15' }, '2026-07')).toBe(true);
    expect(activeIn({ startDate: '2026-07-15', endDate: null }, '2026-08')).toBe(false);
    expect(activeIn({ startDate: null, endDate: null }, '2026-07')).toBe(false);
    expect(activeIn({ startDate: '2026-09-01', endDate: '2026-07-01' }, '2026-08')).toBe(true);
  });

  it('buckets each impact into every row it names and every month it is active, listing exactly those counted', () => {
    const months = monthsOfYear(2026);
    const matrix = bucketLoads(
      [
        impact('a', { impactLevel: 8, totalPeopleImpacted: 45 }),
        impact('b', { startDate: '2026-05-01', endDate: '2026-05-31' }),
        impact('c', { impactLevel: -1 }),
        impact('d', { startDate: '2025-01-01', endDate: '2025-12-31' }),
      ],
      ['area1', 'area2'],
      (item) => (item.id === 'a' ? ['area1', 'area2', 'elsewhere'] : ['area1']),
      months,
    );
    const area1 = matrix.get('area1')!;
    expect(area1.map((cell) => cell.load)).toEqual([0, 0, 360, 360, 410, 0, 0, 0, 0, 0, 0, 0]);
    expect(area1[4]!.impactIds).toEqual(['a', 'b']);
    expect(matrix.get('area2')![3]).toEqual({ load: 360, impactIds: ['a'] });
    expect(matrix.has('elsewhere')).toBe(false);
  });

  it('reads a load against the owner’s thresholds', () => {
    const thresholds = { amberFrom: 100, redFrom: 300 };
    expect([0, 1, 99, 100, 299, 300].map((load) => loadBand(load, thresholds))).toEqual([
      'none',
      'green',
      'green',
      'amber',
      'amber',
      'red',
    ]);
  });
});
