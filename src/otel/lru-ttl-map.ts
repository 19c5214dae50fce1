/**
 * @module A small bounded map: least-recently-used eviction plus a time-to-live per entry.
 */

interface Entry<V> {
  value: V;
  expires: number;
}

/**
 * A map holding at most `maxSize` entries, each dropped `ttlMs` after its last write or read.
 * Reading or writing an entry makes it the most recently used; inserting past `maxSize` evicts the
 * least recently used. Expired entries are dropped lazily (on access) and by {@link prune}.
 * Every value dropped (evicted, expired or cleared, not replaced by {@link set}) is passed to
 * `onDrop`, which must not throw.
 */
export class LruTtlMap<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxSize: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly onDrop?: (value: V) => void,
  ) {}

  /** Number of entries held (expired ones not yet pruned included). */
  get size(): number {
    return this.entries.size;
  }

  /** The live value for `key`, refreshed as most recently used; undefined when absent or expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const now = this.now();
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.onDrop?.(entry.value);
      return undefined;
    }
    entry.expires = now + this.ttlMs;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` as the most recently used entry, evicting the oldest entries past the bound. */
  set(key: string, value: V): void {
    if (this.maxSize <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      const dropped = this.entries.get(oldest.value);
      this.entries.delete(oldest.value);
      if (dropped !== undefined) this.onDrop?.(dropped.value);
    }
  }

  /**
   * Drops the least recently used entry (passed to `onDrop`), unless it is the only one; true
   * when one was dropped. The entry just read or written is the most recently used, so it is
   * dropped last.
   */
  evictOldest(): boolean {
    if (this.entries.size <= 1) return false;
    const oldest = this.entries.keys().next();
    if (oldest.done === true) return false;
    const dropped = this.entries.get(oldest.value);
    this.entries.delete(oldest.value);
    if (dropped !== undefined) this.onDrop?.(dropped.value);
    return true;
  }

  /** Drops expired entries (oldest first, stopping at the first live one). */
  prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) break;
      this.entries.delete(key);
      this.onDrop?.(entry.value);
    }
  }

  /** Removes every entry. */
  clear(): void {
    const values = [...this.entries.values()];
    this.entries.clear();
    if (this.onDrop !== undefined) for (const entry of values) this.onDrop(entry.value);
  }
}
