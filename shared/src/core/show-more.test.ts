import { describe, expect, it } from 'vitest';
import { COLLAPSED_IMPACT_GROUP_ITEMS } from './limits';
import { itemsShownBeforeShowMore } from './show-more';

describe('itemsShownBeforeShowMore', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [50, 2],
  ])('%i items -> %i shown', (total, shown) => {
    expect(itemsShownBeforeShowMore(total)).toBe(shown);
  });

  it('shows 10 impact groups', () => {
    expect(itemsShownBeforeShowMore(10, COLLAPSED_IMPACT_GROUP_ITEMS)).toBe(10);
    expect(itemsShownBeforeShowMore(12, COLLAPSED_IMPACT_GROUP_ITEMS)).toBe(10);
  });
});
