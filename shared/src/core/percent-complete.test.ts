import { describe, expect, it } from 'vitest';
import { percentComplete } from './percent-complete';

describe('percentComplete', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 5, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [5, 5, 100],
  ])('%i of %i -> %i', (completed, total, expected) => {
    expect(percentComplete(completed, total)).toBe(expected);
  });
});
