import { describe, expect, it } from 'vitest';
import { inGroups } from './in-groups';

describe('inGroups', () => {
  it('runs at most `width` at once and answers in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await inGroups([5, 1, 4, 2, 3, 0, 6], 3, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('answers nothing for no items', async () => {
    expect(await inGroups([], 10, async () => 1)).toEqual([]);
  });
});
