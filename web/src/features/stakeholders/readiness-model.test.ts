import { describe, expect, it } from 'vitest';
import { readinessLayout, readinessTraces, readinessTrend } from './readiness-model';

const audiences = [
  { id: 'a1', name: 'Ward nurses' },
  { id: 'a2', name: 'Consultants' },
  { id: 'a3', name: 'Porters' },
];

describe('the readiness trend of a measure', () => {
  it('puts each audience’s scores on the pulse dates in order, unknown as a gap, audiences without a score left out', () => {
    const trend = readinessTrend(
      [
        { audience: 'a1', pulseDate: '2026-10-01', awareness: 6 },
        { audience: 'a1', pulseDate: '2026-09-01', awareness: 4 },
        { audience: 'a2', pulseDate: '2026-10-01', awareness: -1 },
        { audience: 'a2', pulseDate: '2026-11-01', awareness: 8 },
        { audience: 'a3', pulseDate: '2026-11-01', awareness: -1 },
      ],
      audiences,
      'awareness',
    );
    expect(trend.dates).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(trend.lines).toEqual([
      { id: 'a1', label: 'Ward nurses', values: [4, 6, null] },
      { id: 'a2', label: 'Consultants', values: [null, null, 8] },
    ]);
  });
});

describe('audienceTrend', () => {
  it('draws one line per measure over the audience’s own pulse dates, unknown as gaps', async () => {
    const { audienceTrend } = await import('./readiness-model');
    const labels = {
      awareness: 'Awareness',
      understanding: 'Understanding',
      commitment: 'Commitment',
      capability: 'Capability',
      adoption: 'Adoption',
    };
    const { dates, lines } = audienceTrend(
      [
        { audience: 'a', pulseDate: '2026-11-01', awareness: 6, adoption: -1 },
        { audience: 'b', pulseDate: '2026-10-15', awareness: 1 },
        { audience: 'a', pulseDate: '2026-10-01', awareness: 3, adoption: 2 },
      ],
      'a',
      labels,
    );
    expect(dates).toEqual(['2026-10-01', '2026-11-01']);
    expect(lines.map((line) => line.label)).toEqual(Object.values(labels));
    expect(lines[0]!.values).toEqual([3, 6]);
    expect(lines[4]!.values).toEqual([2, null]);
  });
});

describe('readiness chart dates (issue 37 item 18)', () => {
  it('reads en-GB on the axis and in the hover, never Plotly’s US default', () => {
    expect(readinessLayout().xaxis).toMatchObject({
      type: 'date',
      tickformat: '%d %b %Y',
      hoverformat: '%d %b %Y',
    });
    const [trace] = readinessTraces(['2026-11-28'], [{ id: 'awareness', label: 'Awareness', values: [4] }]);
    expect((trace as { hovertemplate: string }).hovertemplate).toBe(
      'Awareness: %{y}<extra>%{x|%d %b %Y}</extra>',
    );
  });
});
