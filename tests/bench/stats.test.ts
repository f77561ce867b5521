import { describe, expect, it } from 'vitest';
import { median, percentile, summarise } from './stats';

describe('percentile (nearest rank)', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => 100 - i); // unsorted on purpose

  it('picks the sample at the rank, whatever the input order', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile(oneToHundred, 1)).toBe(1);
  });

  it('rounds the rank up on small samples and never interpolates', () => {
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 95)).toBe(20);
    expect(median([7])).toBe(7);
  });

  it('refuses no samples and out-of-range percentiles', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 0)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });

  it('does not reorder the caller’s array', () => {
    const samples = [3, 1, 2];
    summarise(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});
