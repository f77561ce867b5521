import { describe, expect, it } from 'vitest';
import { spiderTraces } from './spider-model';

describe('spiderTraces', () => {
  it('closes each audience’s polygon and leaves unknown scores as gaps', () => {
    const traces = spiderTraces(
      {
        measures: ['awareness', 'understanding', 'commitment', 'capability', 'adoption'],
        audiences: [
          {
            audienceId: 'a',
            name: 'Nurses',
            pulseDate: '2026-11-01',
            scores: { awareness: 8, understanding: -1, commitment: 5, capability: 4, adoption: 2 },
          },
        ],
      },
      { awareness: 'Awareness' },
    ) as { r: (number | null)[]; theta: string[]; name: string }[];
    expect(traces).toHaveLength(1);
    expect(traces[0]!.r).toEqual([8, null, 5, 4, 2, 8]);
    expect(traces[0]!.theta[0]).toBe('Awareness');
    expect(traces[0]!.theta.at(-1)).toBe('Awareness');
  });
});
