import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent misses of a key and keeps it until the time is up', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets a failed load, a deleted key, and everything when full', async () => {
    const cache = new TtlCache<string, string>(60_000, 2);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'read again')).toBe('read again');
    cache.delete('a');
    expect(await cache.get('a', async () => 'after delete')).toBe('after delete');
    await cache.get('b', async () => 'b');
    // A third key clears the two kept: 'a' is loaded afresh after it.
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'after clear')).toBe('after clear');
  });
});
