import { describe, expect, it } from 'vitest';
import { paginationSlots } from './pagination';

describe('paginationSlots', () => {
  it('shows every page up to 7', () => {
    expect(paginationSlots(1, 0)).toEqual([]);
    expect(paginationSlots(1, 1)).toEqual([1]);
    expect(paginationSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'gap', 8]],
    [4, [1, 2, 3, 4, 5, 'gap', 8]],
    [5, [1, 'gap', 4, 5, 6, 7, 8]],
    [8, [1, 'gap', 4, 5, 6, 7, 8]],
  ])('8 pages, current %i', (current, slots) => {
    expect(paginationSlots(current, 8)).toEqual(slots);
  });

  it('never exceeds 7 slots and always holds the current page', () => {
    for (let current = 1; current <= 20; current++) {
      const slots = paginationSlots(current, 20);
      expect(slots.length).toBeLessThanOrEqual(7);
      expect(slots).toContain(current);
      expect(slots[0]).toBe(1);
      expect(slots.at(-1)).toBe(20);
    }
    expect(paginationSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationSlots(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
