import { describe, expect, it } from 'vitest';
import { profiled, profilingTypeOf, quadrantOf } from './profiling-model';

describe('stakeholder profiling', () => {
  it('places powerful critics to manage closely and quiet advocates to monitor', () => {
    expect(quadrantOf({ influence: 9, score: 2 })).toBe('manageClosely');
    expect(quadrantOf({ influence: 9, score: 8 })).toBe('keepSatisfied');
    expect(quadrantOf({ influence: 2, score: 3 })).toBe('keepInformed');
    expect(quadrantOf({ influence: 3, score: 9 })).toBe('monitor');
    expect(quadrantOf({ influence: 5, score: 6 })).toBe('monitor');
  });

  it('leaves out a stakeholder with an unknown influence or score, and counts them', () => {
    const row = (id: string, influence: number, sentiment: number) => ({
      id,
      stakeholderName: id.toUpperCase(),
      influence,
      sentiment,
      receptiveness: 5,
      commitment: 5,
    });
    expect(profiled([row('a', 7, 3), row('b', -1, 4), row('c', 6, -1)], 'sentiment')).toEqual({
      placed: [{ id: 'a', name: 'A', influence: 7, score: 3 }],
      unknown: 2,
    });
  });

  it('reads the profiling type from the route, sentiment unless it names another', () => {
    expect(profilingTypeOf('3')).toBe(3);
    expect(profilingTypeOf('9')).toBe(1);
    expect(profilingTypeOf(undefined)).toBe(1);
  });
});
