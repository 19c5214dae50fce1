import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedHeap } from '../../../src/cli/select/bounded-heap';

describe('BoundedHeap', () => {
  const byValue = (a: number, b: number) => a - b;

  it('keeps the N smallest of a stream, smallest first, holding at most N', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), fc.integer({ min: 0, max: 20 }), (values, n) => {
        const heap = new BoundedHeap<number>(n, byValue);
        for (const v of values) {
          heap.push(v);
          expect(heap.size).toBeLessThanOrEqual(n);
        }
        expect(heap.sorted()).toEqual([...values].sort(byValue).slice(0, n));
      }),
    );
  });

  it('keeps the earlier of equal items (stable under a tie-break on position)', () => {
    const heap = new BoundedHeap<{ v: number; seq: number }>(2, (a, b) => a.v - b.v || a.seq - b.seq);
    [5, 1, 1, 1].forEach((v, seq) => heap.push({ v, seq }));
    expect(heap.sorted().map((x) => x.seq)).toEqual([1, 2]);
  });

  it('wouldKeep tells whether push would keep an item', () => {
    const heap = new BoundedHeap<number>(2, byValue);
    heap.push(3);
    heap.push(4);
    expect(heap.wouldKeep(5)).toBe(false);
    expect(heap.wouldKeep(2)).toBe(true);
    expect(new BoundedHeap<number>(0, byValue).push(1)).toBe(false);
  });
});
