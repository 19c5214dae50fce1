import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textHash } from '../../src/text/text-hash';
import { TEXT_HASH_VALUES } from './text-hash-values';

describe('textHash', () => {
  it('gives its fixed values (copied natively here; text-hash-loop.test.ts checks the loop copy gives the same)', () => {
    for (const [text, hash] of TEXT_HASH_VALUES) expect(textHash(text)).toBe(hash);
  });

  it('hashes equal texts alike, apostrophes left out', () => {
    expect(textHash("I can't help with that")).toBe(textHash('I cant help with that'));
    expect(textHash("'''")).toBe(textHash(''));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(textHash(text)).toBe(textHash(text.slice(0, text.length)));
        expect(textHash(text)).toBe(textHash(`'${text.replaceAll('a', "a'")}`));
      }),
    );
  });

  it('is a 30-bit non-negative integer', () => {
    for (const text of ['', 'a', 'é€😀', 'x'.repeat(5000)]) {
      const h = textHash(text);
      expect(Number.isInteger(h) && h >= 0 && h < 2 ** 30).toBe(true);
    }
  });

  it('tells apart texts that differ in one code unit, in length, or by NUL characters after them', () => {
    const base = 'The order #4411 ships on Monday.';
    const seen = new Set<number>([textHash(base)]);
    const variants = [base + '\0', base + '\0\0', base.slice(0, -1), base.toUpperCase(), 'a', 'a\0', '\0', ''];
    for (let i = 0; i < base.length; i++) variants.push(base.slice(0, i) + 'X' + base.slice(i + 1));
    for (const v of variants) {
      if (v === base) continue;
      expect(seen.has(textHash(v))).toBe(false);
      seen.add(textHash(v));
    }
  });

  it('gives distinct hashes to thousands of distinct texts (no collision expected at 30 bits)', () => {
    const hashes = new Set<number>();
    for (let i = 0; i < 5000; i++) hashes.add(textHash(`reply number ${i}: ${'lorem ipsum '.repeat(i % 7)}`));
    expect(hashes.size).toBe(5000);
  });

  it('is not disturbed by a longer text read before (its scratch is reused)', () => {
    const short = 'Okay.';
    const fresh = textHash(short);
    textHash('z'.repeat(9000));
    expect(textHash(short)).toBe(fresh);
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ minLength: 51, maxLength: 400 }), (a, b) => {
        const first = textHash(a);
        textHash(b);
        expect(textHash(a)).toBe(first);
      }),
    );
  });
});
