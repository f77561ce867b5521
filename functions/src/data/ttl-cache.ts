/**
 * A small per-process cache with a time-to-live; concurrent misses for one key share one load.
 * Lambda keeps it between invocations of a warm instance, which is the point.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load is not cached: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
