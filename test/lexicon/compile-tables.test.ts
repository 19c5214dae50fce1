import { describe, expect, it } from 'vitest';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import {
  compileLexicon,
  FUZZY_MIN_LETTERS,
  type CompiledLexicon,
  type FirstTokenEntry,
} from '../../src/lexicon/compile';
import { QUALIFIER_FAMILIES } from '../../src/lexicon/families';
import { hashKey, tokenize, tokenStrings } from '../../src/text/tokenize';

/** Every first-token entry of `lexicon` (chains of shared hashes followed), its on-demand index's too. */
function entries(lexicon: CompiledLexicon): FirstTokenEntry[] {
  const out: FirstTokenEntry[] = [];
  for (const head of lexicon.byFirstHash.values)
    for (let e: FirstTokenEntry | undefined = head; e; e = e.next) out.push(e);
  return lexicon.onDemand === undefined ? out : [...out, ...entries(lexicon.onDemand)];
}

/** Letters (`\p{L}`) of a word, counted by code point. */
function letters(word: string): number {
  return [...word].filter((ch) => /^\p{L}$/u.test(ch)).length;
}

// The compiler builds its tables in one pass each; these are their definitions, checked on every
// shipped lexicon.
describe.each(Object.keys(BUNDLED_LEXICONS))('compiled tables of the shipped %s lexicon', (language) => {
  const all = entries(compileLexicon(language, BUNDLED_LEXICONS[language]!));

  it('has phrases whose words, keys, hashes and typo flags are those of their tokens', () => {
    const phrases = all.flatMap((e) => e.all);
    expect(phrases.length).toBeGreaterThan(100);
    for (const phrase of phrases) {
      const tokens = tokenStrings(tokenize(phrase.text));
      expect(phrase.words).toEqual(tokens.words);
      expect(phrase.keys).toEqual(tokens.keys);
      expect(phrase.hashes).toEqual(tokens.keys.map(hashKey));
      const typos = phrase.family !== 'profanity' && !QUALIFIER_FAMILIES.has(phrase.family);
      expect(phrase.fuzzy).toEqual(
        tokens.words.map((w) => typos && !w.includes("'") && letters(w) >= FUZZY_MIN_LETTERS),
      );
      // Exact-size arrays (what the matcher reads, and what every phrase keeps in memory).
      for (const list of [phrase.words, phrase.keys, phrase.hashes, phrase.fuzzy])
        expect(list).toHaveLength(tokens.words.length);
    }
  });

  it('files each typo-tolerant second token under the lengths within one of its own, in order', () => {
    for (const entry of all) {
      const { fuzzySecond, fuzzySecondByLength: lists, fuzzySecondEnds: ends } = entry;
      const longest = Math.max(-1, ...fuzzySecond.map((p) => p.keys[1]!.length));
      expect(lists).toHaveLength(fuzzySecond.length === 0 ? 0 : longest + 2);
      expect(ends).toHaveLength(2 * lists.length);
      lists.forEach((list, n) => {
        expect(list).toEqual(fuzzySecond.filter((p) => Math.abs(p.keys[1]!.length - n) <= 1));
        const mask = (at: (key: string) => number): number =>
          list.reduce((m, p) => m | (1 << (p.keys[1]!.charCodeAt(at(p.keys[1]!)) & 31)), 0);
        expect(ends[2 * n]).toBe(mask(() => 0));
        expect(ends[2 * n + 1]).toBe(mask((key) => key.length - 1));
      });
    }
  });
});

describe('typo-tolerant phrase tokens', () => {
  it('count astral letters once each: six are enough, five are not', () => {
    // Gothic letters (U+10330…): two UTF-16 code units each, unchanged by NFKC and lowercasing.
    const lex = compileLexicon('tst', { confusion: { phrases: ['𐌰𐌱𐌲𐌳𐌴𐌵 x', '𐌰𐌱𐌲𐌳𐌴 y'] } });
    const fuzzy = entries(lex).flatMap((e) => e.all.map((p) => [p.words[0], p.fuzzy[0]]));
    expect(fuzzy).toEqual(
      expect.arrayContaining([
        ['𐌰𐌱𐌲𐌳𐌴𐌵', true],
        ['𐌰𐌱𐌲𐌳𐌴', false],
      ]),
    );
  });
});
