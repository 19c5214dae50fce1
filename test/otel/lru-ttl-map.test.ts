import { describe, expect, it } from 'vitest';
import { LruTtlMap } from '../../src/otel/lru-ttl-map';

describe('LruTtlMap', () => {
  it('evicts the least recently used entry past maxSize', () => {
    const map = new LruTtlMap<number>(2, 1000);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('expires entries ttlMs after their last use', () => {
    let now = 0;
    const map = new LruTtlMap<string>(10, 100, () => now);
    map.set('a', 'x');
    now = 90;
    expect(map.get('a')).toBe('x'); // refreshed until 190
    now = 150;
    expect(map.get('a')).toBe('x');
    now = 251;
    expect(map.get('a')).toBeUndefined();
  });

  it('prune drops expired entries only', () => {
    let now = 0;
    const map = new LruTtlMap<number>(10, 100, () => now);
    map.set('old', 1);
    now = 50;
    map.set('new', 2);
    now = 120;
    map.prune();
    expect(map.size).toBe(1);
    expect(map.get('new')).toBe(2);
  });

  it('holds nothing with maxSize 0, and clear empties it', () => {
    const none = new LruTtlMap<number>(0, 100);
    none.set('a', 1);
    expect(none.size).toBe(0);
    const map = new LruTtlMap<number>(5, 100);
    map.set('a', 1);
    map.clear();
    expect(map.size).toBe(0);
  });

  it('hands every dropped value to onDrop once: evicted, expired on access, pruned, cleared; not replaced', () => {
    let now = 0;
    const dropped: number[] = [];
    const map = new LruTtlMap<number>(
      2,
      100,
      () => now,
      (v) => dropped.push(v),
    );
    map.set('a', 1);
    map.set('a', 2);
    map.set('b', 3);
    map.set('c', 4);
    expect(dropped).toEqual([2]);
    now = 150;
    expect(map.get('b')).toBeUndefined();
    expect(dropped).toEqual([2, 3]);
    map.set('d', 5);
    now = 230;
    map.prune();
    expect(dropped).toEqual([2, 3, 4]);
    map.clear();
    expect(dropped).toEqual([2, 3, 4, 5]);
    map.clear();
    expect(dropped).toHaveLength(4);
  });
});
