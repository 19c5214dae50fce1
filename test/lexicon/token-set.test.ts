import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashIndex, lookup } from '../../src/lexicon/hash-index';
import { TokenSet } from '../../src/lexicon/token-set';
import { hashKey, keyAt, tokenize } from '../../src/text/tokenize';

describe('TokenSet', () => {
  const set = new TokenSet(['not', 'dont', 'never', 'not']);

  it('holds distinct keys, like a Set', () => {
    expect(set.size).toBe(3);
    expect([...set]).toEqual(['not', 'dont', 'never']);
    expect(set.has('dont')).toBe(true);
    expect(set.has('nothing')).toBe(false);
    expect(set.has('')).toBe(false);
  });

  it('looks message tokens up by their key: "don\'t" and "dont" are in, "nothing" and "no" are not', () => {
    const tokens = tokenize("i don't know, dont ask, nothing, no, never");
    const hits = Array.from({ length: tokens.length }, (_, i) => set.hasToken(tokens, i));
    expect(hits).toEqual([false, true, false, true, false, false, false, true]);
  });

  describe('keys that need their apostrophe', () => {
    const self = new TokenSet(['i', 'id', 'ill', 'me'], ['id', 'ill']);
    const hits = (text: string): boolean[] => {
      const tokens = tokenize(text);
      return Array.from({ length: tokens.length }, (_, i) => self.hasToken(tokens, i));
    };

    it('finds "i\'d" and "i\'ll" written with the apostrophe', () => {
      expect(hits("i'd go, i'll go")).toEqual([true, false, true, false]);
    });

    it('does not find the words "id" and "ill" written without it', () => {
      expect(hits('the user id, an ill patient')).toEqual([false, false, false, false, false, false]);
    });

    it('finds the other keys either way, and keeps the keys as a Set', () => {
      expect(hits('me i')).toEqual([true, true]);
      expect(self.has('id')).toBe(true);
      expect(self.size).toBe(4);
    });

    it('is a plain set when no key needs its apostrophe', () => {
      const plain = new TokenSet(['id']);
      expect(plain.hasToken(tokenize('user id'), 1)).toBe(true);
    });
  });

  it('agrees with a Set of the keys on random tokens (hash hits are confirmed by the characters)', () => {
    const keys = ['a', 'ab', 'ba', 'abc', "it's", 'its', 'x'];
    fc.assert(
      fc.property(
        fc.subarray(keys),
        fc.array(fc.constantFrom(...keys, 'b', 'cab', "a'b"), { maxLength: 12 }),
        (members, words) => {
          const s = new TokenSet(members.map((k) => k.replaceAll("'", '')));
          const reference = new Set(members.map((k) => k.replaceAll("'", '')));
          const tokens = tokenize(words.join(' '));
          for (let i = 0; i < tokens.length; i++) expect(s.hasToken(tokens, i)).toBe(reference.has(keyAt(tokens, i)));
        },
      ),
    );
  });
  it('agrees with a Set of the keys for a set larger than its smallest filter (hundreds of keys)', () => {
    const words = Array.from({ length: 600 }, (_, i) => `w${(i * 7919).toString(36)}`);
    const members = words.filter((_, i) => i % 3 === 0);
    const s = new TokenSet(members);
    const reference = new Set(members);
    const tokens = tokenize(words.join(' '));
    for (let i = 0; i < tokens.length; i++) expect(s.hasToken(tokens, i)).toBe(reference.has(keyAt(tokens, i)));
    for (const w of words) expect(s.has(w)).toBe(reference.has(w));
    expect(s.size).toBe(members.length);
  });
});

describe('HashIndex', () => {
  it('finds every stored hash and nothing else, including hashes that share a slot', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 200 }),
        fc.integer(),
        (hashes, probe) => {
          const index = hashIndex(new Map(hashes.map((h, i) => [h, i])));
          hashes.forEach((h, i) => expect(lookup(index, h)).toBe(i));
          if (!hashes.includes(probe)) expect(lookup(index, probe)).toBeUndefined();
        },
      ),
    );
  });

  it('is empty for an empty map', () => {
    expect(lookup(hashIndex(new Map()), hashKey('x'))).toBeUndefined();
  });
});
