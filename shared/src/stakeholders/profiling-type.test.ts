import { describe, expect, it } from 'vitest';
import { ProfilingType } from './profiling-type';

describe('ProfilingType', () => {
  it('has the spec §3 numbers', () => {
    expect(ProfilingType).toEqual({ SENTIMENT: 1, RECEPTIVENESS: 2, COMMITMENT: 3 });
  });
});
