import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntSet, MAX_INT_SET_VALUE } from '../../src/text/int-set';

const of = (values: readonly number[]): IntSet => IntSet.from(Int32Array.from(values), values.length);

describe('IntSet', () => {
  it('holds the distinct values, in first-insertion order, like a Set', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: MAX_INT_SET_VALUE }), { maxLength: 300 }), (values) => {
        const set = of(values);
        const reference = new Set(values);
        expect(set.size).toBe(reference.size);
        expect([...set]).toEqual([...reference]);
        for (const v of values) expect(set.has(v)).toBe(true);
      }),
    );
  });

  it('answers has() for absent values, small alphabets and colliding slots', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 80 }),
        (values, probe) => {
          expect(of(values).has(probe)).toBe(values.includes(probe));
        },
      ),
    );
  });

  it('someIn: a value in the other set and not in the excepted one, as the loop over the set finds', () => {
    const small = fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 });
    fc.assert(
      fc.property(small, small, fc.option(small, { nil: undefined }), (a, b, c) => {
        const [other, except] = [new Set(b), c === undefined ? undefined : new Set(c)];
        const expected = a.some((v) => other.has(v) && !(except?.has(v) ?? false));
        expect(of(a).someIn(of(b), c === undefined ? undefined : of(c))).toBe(expected);
      }),
    );
  });

  it('someIn: false for an empty set, an empty other set, or one excepted whole', () => {
    expect(of([]).someIn(of([1, 2]))).toBe(false);
    expect(of([1, 2]).someIn(of([]))).toBe(false);
    expect(of([1, 2]).someIn(of([1, 2]), of([2, 1]))).toBe(false);
    expect(of([1, 2]).someIn(of([1, 2]), of([1]))).toBe(true);
  });

  it('countNotIn: the values the other set lacks, counted up to the limit', () => {
    const small = fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 });
    fc.assert(
      fc.property(small, small, fc.integer({ min: -1, max: 8 }), (a, b, limit) => {
        const other = new Set(b);
        const missing = [...new Set(a)].filter((v) => !other.has(v)).length;
        expect(of(a).countNotIn(of(b), limit)).toBe(limit > 0 ? Math.min(missing, limit) : missing);
      }),
    );
  });

  it('countNotIn: exact limits (stops at the limit, counts in full without one)', () => {
    const set = of([1, 2, 3, 4]);
    expect(set.countNotIn(of([1]), 2)).toBe(2);
    expect(set.countNotIn(of([1]), 3)).toBe(3);
    expect(set.countNotIn(of([1]), 4)).toBe(3);
    expect(set.countNotIn(of([1]))).toBe(3);
    expect(set.countNotIn(of([1, 2, 3, 4]), 1)).toBe(0);
  });

  it('keptIn and without: the values the other set holds or lacks, in order, as filters of the values give', () => {
    const small = fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 });
    fc.assert(
      fc.property(small, small, (a, b) => {
        const [set, other] = [of(a), of(b)];
        expect([...set.keptIn(other)]).toEqual([...set].filter((v) => other.has(v)));
        expect([...set.without(other)]).toEqual([...set].filter((v) => !other.has(v)));
      }),
    );
  });

  it('keptIn and without give the set itself when nothing is dropped, an empty set when all is', () => {
    const set = of([3, 1, 2]);
    expect(set.keptIn(of([1, 2, 3, 4]))).toBe(set);
    expect(set.without(of([7]))).toBe(set);
    expect(set.without(of([1, 2, 3])).size).toBe(0);
    expect(set.keptIn(of([])).size).toBe(0);
    const big = of(Array.from({ length: 1000 }, (_, i) => i));
    expect(big.without(of([5])).size).toBe(999);
    expect(big.without(of([5])).has(5)).toBe(false);
  });

  it('reads only the first `count` values', () => {
    const set = IntSet.from(Int32Array.from([5, 6, 7, 8]), 2);
    expect([...set]).toEqual([5, 6]);
    expect(set.has(7)).toBe(false);
  });

  it('holds sets of any size (tables past the largest template too)', () => {
    for (const n of [0, 1, 100, 1000, 40_000]) {
      const values = Array.from({ length: n }, (_, i) => (i * 7919) % (n + 13));
      const set = of(values);
      expect(set.size).toBe(new Set(values).size);
      expect(values.every((v) => set.has(v))).toBe(true);
      expect(set.has(n + 13)).toBe(false);
    }
  });

  it('is false for values it cannot hold', () => {
    const set = of([0, 1, 2]);
    for (const v of [-1, 1.5, NaN, Infinity, MAX_INT_SET_VALUE + 1, 2 ** 32 + 1]) expect(set.has(v)).toBe(false);
  });

  it('counts the values shared with another set', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 })), fc.array(fc.integer({ min: 0, max: 50 })), (a, b) => {
        const expected = [...new Set(a)].filter((v) => b.includes(v)).length;
        expect(of(a).sharedWith(of(b))).toBe(expected);
        expect(of(b).sharedWith(of(a))).toBe(expected);
      }),
    );
  });

  it('is a ReadonlySet: forEach, keys, values and entries', () => {
    const set = of([3, 1, 3, 2]);
    const seen: number[] = [];
    set.forEach((v, k, s) => {
      expect(k).toBe(v);
      expect(s).toBe(set);
      seen.push(v);
    });
    expect(seen).toEqual([3, 1, 2]);
    expect([...set.keys()]).toEqual([3, 1, 2]);
    expect([...set.values()]).toEqual([3, 1, 2]);
    expect([...set.entries()]).toEqual([
      [3, 3],
      [1, 1],
      [2, 2],
    ]);
    expect(of([]).size).toBe(0);
  });
});
