import { describe, expect, it } from 'vitest';
import { copyInts, minusOnes, TYPED_FROM } from '../../src/text/ints';

describe('minusOnes', () => {
  it('gives a new array of -1 of any length, including past the template', () => {
    for (const length of [0, 1, 7, 300, 5000, 70_000]) {
      const a = minusOnes(length);
      expect(Array.isArray(a)).toBe(true);
      expect(a).toHaveLength(length);
      expect(a.every((v) => v === -1)).toBe(true);
    }
  });

  it('gives independent arrays: writing one leaves the next untouched', () => {
    const a = minusOnes(10);
    a[3] = 42;
    expect(minusOnes(10)[3]).toBe(-1);
  });
});

describe('copyInts', () => {
  it('copies the first elements, as a plain array below TYPED_FROM and typed from it', () => {
    const source = Int32Array.from({ length: 2 * TYPED_FROM }, (_, i) => i);
    expect(copyInts(source, 3)).toEqual([0, 1, 2]);
    const long = copyInts(source, TYPED_FROM);
    expect(long).toBeInstanceOf(Int32Array);
    expect([...long]).toEqual([...source.slice(0, TYPED_FROM)]);
  });
});
