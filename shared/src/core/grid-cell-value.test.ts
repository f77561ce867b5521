import { describe, expect, it } from 'vitest';
import { isAcceptableCellValue } from './grid-cell-value';

describe('isAcceptableCellValue', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    [Number.NaN, false],
    [[], false],
    ['x', true],
    [0, true],
    [-1, true],
    [['a'], true],
    [{ id: 1 }, true],
  ])('%s -> %s', (value, acceptable) => {
    expect(isAcceptableCellValue(value)).toBe(acceptable);
  });
});
